export { encryptField, encryptFields } from './encrypt';
