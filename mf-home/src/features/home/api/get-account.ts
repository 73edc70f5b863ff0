import type { HttpClient } from '@survey/shared';

/** The member's account as GET /v1/users/account returns it. */
export interface Account {
  id: number;
  nickname: string;
  avatar: string;
  memberCode: string;
  mobile: string;
  /** 1 or 2 hides the point display. */
  bbsRole: number;
  email: string;
  gold: number;
  credit: number;
  quality: number;
  inviteCode: string;
  hasPassword: boolean;
  sns: { wechat: boolean; qq: boolean; weibo: boolean; alipay: boolean };
}

export const getAccount = (http: HttpClient) => http.get<Account>('/v1/users/account');
