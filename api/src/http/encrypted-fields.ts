// The contract checks that an `Encrypted` field is base64; what it decrypts to is checked here.
import { invalid } from '../codes';
import { decryptField } from '../crypto';
import { MOBILE_RE } from '../lib/mobile';

/** The plain mobile number of an encrypted `mobile` field. */
export function decryptMobile(value: string): string {
  const mobile = decryptField(value, '手机号').trim();
  if (!MOBILE_RE.test(mobile)) throw invalid('手机号格式不正确');
  return mobile;
}

/** The plain 6-digit SMS code of an encrypted `code` field. */
export function decryptCode(value: string): string {
  const code = decryptField(value, '验证码').trim();
  if (!/^\d{6}$/.test(code)) throw invalid('验证码格式不正确');
  return code;
}
