import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Millis } from '../common/fields';

/** How long an SMS check may be solved and used. */
export const SMS_CHALLENGE_TTL_MS = 5 * 60_000;

const Hex = (title: string) => Type.String({ title, pattern: '^[0-9a-f]{64}$' });

/**
 * The check an SMS send asks for (1017) once many codes left one network address this hour: a proof of
 * work in the ALTCHA format. The browser finds `number` (0…maxnumber) with SHA-256(salt + number) =
 * challenge; nothing in it is read, so nothing is to be seen or heard. The server signed it (signature =
 * HMAC of challenge), and its salt names its expiry and the address it was issued to.
 */
export const SmsChallenge = Type.Object({
  algorithm: Type.Literal('SHA-256'),
  challenge: Hex('挑战'),
  salt: Type.String({ title: '盐', maxLength: 200 }),
  /** The work: the secret number is at most this; it grows with the address's SMS this hour. */
  maxnumber: Type.Integer({ minimum: 1 }),
  signature: Hex('签名'),
  expiresAt: Millis,
});
export type SmsChallenge = Static<typeof SmsChallenge>;

/** A solved check, sent with the SMS send: the challenge as issued, and the number found. */
export const SmsProof = Type.Object(
  {
    challenge: Hex('挑战'),
    salt: Type.String({ title: '盐', maxLength: 200 }),
    signature: Hex('签名'),
    number: Type.Integer({ title: '答案', minimum: 0, maximum: 1_000_000_000 }),
  },
  { title: '安全验证' },
);
export type SmsProof = Static<typeof SmsProof>;

export const postSmsChallenge = defineCall({
  method: 'POST',
  path: '/v1/auth/sms/challenge',
  summary: '短信发送的安全验证（工作量证明，5 分钟有效，一次有效，只在发出它的网络地址有效）；短信发送答 1017 时使用',
  tag: 'auth',
  auth: false,
  schemas: { response: SmsChallenge },
});
