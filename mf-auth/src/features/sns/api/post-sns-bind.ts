import type { HttpClient, LoginResult } from '@survey/shared';
import { encryptFields } from '@survey/shared/crypto';

export interface SnsBindBody { snsToken: string; mobile: string; code: string }

export const postSnsBind = (http: HttpClient, body: SnsBindBody) => http.post<LoginResult>('/v1/auth/sns/bind', encryptFields(body, ['mobile', 'code']), { loading: true });
