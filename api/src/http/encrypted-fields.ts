// The contract checks that an `Encrypted` field is base64; what it decrypts to is checked here.
// Whatever is wrong — not base64, wrong length, bad padding, not a mobile — the answer is the same
// 1001 with the same message as a malformed field, so nothing tells a padding error from another.
import { invalid } from '../codes';
import { type FieldCipher, createFieldCipher } from '../crypto';
import type { EncryptedFields } from '../context';
import { MOBILE_RE } from '../lib/mobile';

function field(cipher: FieldCipher, message: string, pattern: RegExp) {
  return (value: string): string => {
    const plain = cipher.decrypt(value)?.trim();
    if (plain === undefined || !pattern.test(plain)) throw invalid(message);
    return plain;
  };
}

export function createEncryptedFields(rsaPrivateKeyPem: string): EncryptedFields {
  const cipher = createFieldCipher(rsaPrivateKeyPem);
  return {
    publicKeyPem: cipher.publicKeyPem,
    mobile: field(cipher, '手机号格式不正确', MOBILE_RE),
    code: field(cipher, '验证码格式不正确', /^\d{6}$/),
  };
}
