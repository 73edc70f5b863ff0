// @survey/contract: every call of the API, declared once. Browser code imports it type-only.
export * from './define-call';
export * from './common/envelope';
export * from './common/entities';
export * from './common/fields';
export * from './account';
export * from './auth';
export * from './content';
export * from './oss';
export * from './dev';
export * from './exchange';
export * from './vouchers';
export * from './delivery';
export * from './tasks';
export * from './earnings';
export * from './polls';
export * from './supplier';
export * from './campaigns';
export { allCalls } from './all-calls';
