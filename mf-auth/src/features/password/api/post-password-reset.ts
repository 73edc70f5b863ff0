import type { HttpClient } from '@survey/shared';
import { encryptFields } from '@survey/shared/crypto';

export interface PasswordResetBody { mobile: string; code: string; password: string }

export const postPasswordReset = (http: HttpClient, body: PasswordResetBody) => http.post<null>('/v1/auth/password/reset', encryptFields(body, ['mobile', 'code']), { loading: true });
