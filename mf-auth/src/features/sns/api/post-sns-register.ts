import type { HttpClient, LoginResult } from '@survey/shared';
import { encryptFields } from '@survey/shared/crypto';

export interface SnsRegisterBody { snsToken: string; mobile: string; code: string; password: string }

export const postSnsRegister = (http: HttpClient, body: SnsRegisterBody) => http.post<LoginResult>('/v1/auth/sns/register', encryptFields(body, ['mobile', 'code']), { loading: true });
