import type { HttpClient, LoginResult } from '@survey/shared';
import { encryptFields } from '@survey/shared/crypto';

export interface SmsLoginBody { mobile: string; code: string }

export const postSmsLogin = (http: HttpClient, body: SmsLoginBody) => http.post<LoginResult>('/auth/sms/login', encryptFields(body, ['mobile', 'code']), { loading: '登录中...' });
