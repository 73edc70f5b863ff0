import forge from 'node-forge';
import { encryptField, encryptFields } from './index';

// A key pair made here stands in for the API's: the site config hands the browser the public half
// of whatever key the API instance holds. That the two pair up is proved end to end: the API
// decrypts what the sign-in screens send (e2e sign-in journeys).
const mockKeys = forge.pki.rsa.generateKeyPair({ bits: 1024, e: 0x10001 });
const pem = forge.pki.publicKeyToPem(mockKeys.publicKey);

const decrypt = (cipher: string) => mockKeys.privateKey.decrypt(forge.util.decode64(cipher), 'RSAES-PKCS1-V1_5');

test('spec §5: an encrypted field decrypts with the private key of the given public key', () => {
  const cipher = encryptField('13800138000', pem);
  expect(cipher).not.toContain('13800138000');
  expect(decrypt(cipher)).toBe('13800138000');
  expect(encryptField('13800138000', pem)).not.toBe(cipher);
});

test('spec §5: encryptFields encrypts the listed fields and leaves the rest', () => {
  const payload = { mobile: '13800138000', code: '123456', password: 'secret', agree: true };
  const sent = encryptFields(payload, ['mobile', 'code'], pem);
  expect(decrypt(sent.mobile)).toBe('13800138000');
  expect(decrypt(sent.code)).toBe('123456');
  expect(sent.password).toBe('secret');
  expect(sent.agree).toBe(true);
  expect(payload.mobile).toBe('13800138000'); // the input is not mutated
});

test('spec §5: encryptFields with other fields; empty values stay empty', () => {
  const sent = encryptFields({ mobile: '', newMobile: '13900000000', code: 1234 }, ['mobile', 'newMobile', 'code'], pem);
  expect(sent.mobile).toBe('');
  expect(decrypt(sent.newMobile)).toBe('13900000000');
  expect(decrypt(sent.code as unknown as string)).toBe('1234');
});

test('a value too long for the key is refused, not sent in clear', () => {
  jest.spyOn(console, 'error').mockImplementation(() => {}); // jsencrypt logs before returning false
  expect(() => encryptField('x'.repeat(200), pem)).toThrow('Encryption failed');
});

test('without a key nothing is encrypted, and nothing is sent in clear', () => {
  expect(() => encryptFields({ mobile: '13800138000' }, ['mobile'], undefined)).toThrow('no RSA public key');
});

test('another key (a new site config) is used in place of the old one', () => {
  const other = forge.pki.rsa.generateKeyPair({ bits: 1024, e: 0x10001 });
  expect(decrypt(encryptField('13800138000', pem))).toBe('13800138000');
  const cipher = encryptField('13800138000', forge.pki.publicKeyToPem(other.publicKey));
  expect(other.privateKey.decrypt(forge.util.decode64(cipher), 'RSAES-PKCS1-V1_5')).toBe('13800138000');
  expect(() => decrypt(cipher)).toThrow();
});
