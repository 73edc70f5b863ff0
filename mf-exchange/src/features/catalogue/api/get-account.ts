import type { HttpClient } from '@survey/shared';

/** The fields of GET /v1/users/account the catalogue reads: whose balance, and whether points show. */
export interface AccountBalance {
  id: number;
  nickname: string;
  bbsRole: number;
  gold: number;
}

export const getAccount = (http: HttpClient) => http.get<AccountBalance>('/v1/users/account');
