import type { HttpClient, LoginResult } from '@survey/shared';

/** The group login payload; `mobile` is already RSA-encrypted. */
export interface PasswordLoginBody {
  mobile: string;
  password: string;
  taskHashId: string;
}

export const postPasswordLogin = (http: HttpClient, body: PasswordLoginBody) => http.post<LoginResult>('/auth/password/login', body);
