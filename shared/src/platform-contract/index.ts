// The bottom layer of @survey/shared (entry `@survey/shared/platform-contract`): the platform contract's
// types and constants, the route table's shape, its one check and its one matcher. Imports
// nothing else of the package and no React, so the release tool and the build run it in Node.
export * from './platform-contract';
export type * from './entities';
export * from './route-def';
export { checkRouteTable, pathKey, ROUTE_KEYS } from './check-route-table';
export { findRoute } from './find-route';
