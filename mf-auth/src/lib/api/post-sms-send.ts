import type { HttpClient } from '@survey/shared';
import { encryptFields } from '@survey/shared/crypto';

export type SmsScene = 'login' | 'register' | 'reset' | 'bind' | 'invite';
export interface SmsSendBody { mobile: string; scene: SmsScene }

/** Sends a 6-digit code to `mobile` for one scene (mobile encrypted). */
export const postSmsSend = (http: HttpClient, body: SmsSendBody) => http.post<null>('/v1/auth/sms/send', encryptFields(body, ['mobile']));
