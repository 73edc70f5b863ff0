export * from './contract';
export { createPlatform, USER_ACCOUNT_PATH, type CreatePlatformOptions } from './create-platform';
export { setRsaPublicKey, rsaPublicKey } from './rsa-public-key';
export type * from './entities';
