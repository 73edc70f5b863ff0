import type { HttpClient, LoginResult } from '@survey/shared';
import { encryptFields } from '@survey/shared/crypto';

export interface PasswordLoginBody { mobile: string; password: string }

export const postPasswordLogin = (http: HttpClient, body: PasswordLoginBody) => http.post<LoginResult>('/auth/password/login', encryptFields(body, ['mobile']), { loading: '登录中...' });
