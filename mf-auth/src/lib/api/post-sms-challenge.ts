import type { postSmsChallenge as contract } from '@survey/contract';
import { bindCall } from '@survey/shared';

/** A new check (a proof of work), for the SMS send the API asked one for (useSmsCheck). */
export const postSmsChallenge = bindCall<typeof contract>('POST', '/v1/auth/sms/challenge');

/** The API's answer to a send past its per-address threshold without a valid solved check (api/src/codes.ts). */
export const CHECK_REQUIRED = 1017;
