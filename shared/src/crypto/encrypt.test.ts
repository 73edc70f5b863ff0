import { readFileSync } from 'node:fs';
import path from 'node:path';
import forge from 'node-forge';
import { encryptField, encryptFields } from './index';
import { RSA_PUBLIC_KEY } from './public-key';

const PRIVATE_KEY_PATH = path.resolve(__dirname, '../../../api/keys/demo-private.pem');
const privateKey = forge.pki.privateKeyFromPem(readFileSync(PRIVATE_KEY_PATH, 'utf8'));
const decrypt = (cipher: string) => privateKey.decrypt(forge.util.decode64(cipher), 'RSAES-PKCS1-V1_5');

test('spec §5: an encrypted field decrypts with the API private key', () => {
  const cipher = encryptField('13800138000');
  expect(cipher).not.toContain('13800138000');
  expect(decrypt(cipher)).toBe('13800138000');
  // PKCS#1 v1.5 is randomised: the same input never gives the same ciphertext.
  expect(encryptField('13800138000')).not.toBe(cipher);
});

test('spec §5: encryptFields encrypts mobile and code and leaves the rest', () => {
  const payload = { mobile: '13800138000', code: '123456', password: 'secret', agree: true };
  const sent = encryptFields(payload);
  expect(decrypt(sent.mobile)).toBe('13800138000');
  expect(decrypt(sent.code)).toBe('123456');
  expect(sent.password).toBe('secret');
  expect(sent.agree).toBe(true);
  expect(payload.mobile).toBe('13800138000'); // the input is not mutated
});

test('spec §5: encryptFields with custom fields; empty values stay empty', () => {
  const sent = encryptFields({ mobile: '', newMobile: '13900000000', code: 1234 }, ['mobile', 'newMobile', 'code']);
  expect(sent.mobile).toBe('');
  expect(decrypt(sent.newMobile)).toBe('13900000000');
  expect(decrypt(sent.code as unknown as string)).toBe('1234');
});

test('spec §5: the embedded public key is the pair of the API private key', () => {
  const publicKey = forge.pki.publicKeyFromPem(RSA_PUBLIC_KEY);
  expect(publicKey.n.equals(privateKey.n)).toBe(true);
});
