import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Millis } from '../common/fields';

/** How long a picture captcha may be answered. */
export const CAPTCHA_TTL_MS = 2 * 60_000;

export const CaptchaChallenge = Type.Object({
  captchaId: Type.String(),
  /** The picture: an SVG document of four characters (letters and digits, any case), shown as an image. */
  svg: Type.String(),
  expiresAt: Millis,
});
export type CaptchaChallenge = Static<typeof CaptchaChallenge>;

export const postCaptcha = defineCall({
  method: 'POST',
  path: '/v1/auth/captcha',
  summary: '新的图形验证码（2 分钟有效，一次有效，最多试 3 次，只在发出它的网络地址有效）；短信发送答 1017 时使用',
  tag: 'auth',
  auth: false,
  schemas: { response: CaptchaChallenge },
});
