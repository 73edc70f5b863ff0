export * from './contract';
export { createPlatform, USER_ACCOUNT_PATH, type CreatePlatformOptions } from './create-platform';
export type * from './entities';
