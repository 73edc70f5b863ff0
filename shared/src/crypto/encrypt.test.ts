import forge from 'node-forge';
import { encryptField, encryptFields } from './index';
import { setRsaPublicKey } from './public-key';

// A key pair made here stands in for the API's: the site config hands the browser the public half
// of whatever key the API instance holds. That the two pair up is proved end to end: the API
// decrypts what the sign-in screens send (e2e sign-in journeys).
const mockKeys = forge.pki.rsa.generateKeyPair({ bits: 1024, e: 0x10001 });
beforeEach(() => setRsaPublicKey(forge.pki.publicKeyToPem(mockKeys.publicKey)));

const decrypt = (cipher: string) => mockKeys.privateKey.decrypt(forge.util.decode64(cipher), 'RSAES-PKCS1-V1_5');

test('spec §5: an encrypted field decrypts with the private key of the embedded public key', () => {
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

test('a value too long for the key is refused, not sent in clear', () => {
  jest.spyOn(console, 'error').mockImplementation(() => {}); // jsencrypt logs before returning false
  expect(() => encryptField('x'.repeat(200))).toThrow('Encryption failed');
});

test('without the site config\'s key nothing is encrypted, and nothing is sent in clear', () => {
  setRsaPublicKey(undefined);
  expect(() => encryptFields({ mobile: '13800138000' })).toThrow('no RSA public key');
});

test('a new key from the site config replaces the old one', () => {
  const other = forge.pki.rsa.generateKeyPair({ bits: 1024, e: 0x10001 });
  expect(decrypt(encryptField('13800138000'))).toBe('13800138000');
  setRsaPublicKey(forge.pki.publicKeyToPem(other.publicKey));
  const cipher = encryptField('13800138000');
  expect(other.privateKey.decrypt(forge.util.decode64(cipher), 'RSAES-PKCS1-V1_5')).toBe('13800138000');
  expect(() => decrypt(cipher)).toThrow();
});
