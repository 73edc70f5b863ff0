import type { HttpClient, LoginResult } from '@survey/shared';
import { encryptFields } from '@survey/shared/crypto';

export interface SmsRegisterBody { mobile: string; code: string; password: string }

export const postSmsRegister = (http: HttpClient, body: SmsRegisterBody) => http.post<LoginResult>('/auth/sms/register', encryptFields(body, ['mobile', 'code']), { loading: '注册中...' });
