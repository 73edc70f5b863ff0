// The default member's account as getAccount answers it: the test user with the account's own fields.
import type { Account } from '@survey/contract';
import { TEST_USER } from './default-site';

export const TEST_ACCOUNT: Readonly<Account> = Object.freeze({
  ...TEST_USER,
  email: '',
  gold: 0,
  credit: 0,
  quality: 0,
  inviteCode: 'T1001',
  hasPassword: true,
  sns: { wechat: false, qq: false, weibo: false, alipay: false },
});
