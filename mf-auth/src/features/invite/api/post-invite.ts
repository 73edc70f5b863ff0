import type { HttpClient, LoginResult } from '@survey/shared';
import { encryptFields } from '@survey/shared/crypto';

export interface InviteRegisterBody { mobile: string; code: string; password: string; inviteCode: string }

export const postInvite = (http: HttpClient, body: InviteRegisterBody) => http.post<LoginResult>('/v1/auth/invite', encryptFields(body, ['mobile', 'code']), { loading: '注册中...' });
