// The bottom layer of @survey/shared (entry `@survey/shared/platform-contract`): the platform contract's
// types and constants, the route table's shape, its one check, its one matcher and the rules
// read from it (where a signed-out member goes, who draws the header, safe ways back). Imports
// nothing else of the package and no React, so the release tool and the build run it in Node.
export * from './platform-contract';
export type * from './entities';
export * from './route-def';
export { checkRouteTable, pathKey, ROUTE_KEYS } from './check-route-table';
export { findRoute } from './find-route';
export { areaDrawsHeader } from './area-header';
export { isSafeRedirect } from './safe-redirect';
export { signedOutPath } from './signed-out-path';
export { SITE_PATHS } from './site-paths';
