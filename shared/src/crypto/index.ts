export { encryptField, encryptFields, DEFAULT_ENCRYPTED_FIELDS } from './encrypt';
