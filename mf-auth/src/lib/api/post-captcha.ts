import type { postCaptcha as contract } from '@survey/contract';
import { bindCall } from '@survey/shared';

/** A new picture captcha, for the SMS send the API asked one for (useSmsCaptcha). */
export const postCaptcha = bindCall<typeof contract>('POST', '/v1/auth/captcha');

/** The API's answer to a send past its per-address threshold without a solved captcha (api/src/codes.ts). */
export const CAPTCHA_REQUIRED = 1017;
/** The captcha's answer was wrong, or it was used up or expired: a new picture is needed. */
export const CAPTCHA_INVALID = 1018;
