export { encryptField, encryptFields, DEFAULT_ENCRYPTED_FIELDS } from './encrypt';
export { RSA_PUBLIC_KEY } from './public-key';
