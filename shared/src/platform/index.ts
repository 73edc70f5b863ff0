export { createPlatform, USER_ACCOUNT_PATH, type CreatePlatformOptions } from './create-platform';
