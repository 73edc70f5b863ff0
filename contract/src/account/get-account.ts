import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { UserInfo } from '../common/entities';

export const Account = Type.Intersect([
  UserInfo,
  Type.Object({
    email: Type.String(),
    gold: Type.Integer({ description: '金币余额' }),
    credit: Type.Integer({ description: '权益值' }),
    quality: Type.Integer({ description: '质量分' }),
    inviteCode: Type.String(),
    hasPassword: Type.Boolean(),
    sns: Type.Object({ wechat: Type.Boolean(), qq: Type.Boolean(), weibo: Type.Boolean(), alipay: Type.Boolean() }),
  }),
]);
export type Account = Static<typeof Account>;

export const getAccount = defineCall({
  method: 'GET',
  path: '/v1/users/account',
  summary: '当前会员的账户信息',
  tag: 'account',
  auth: true,
  schemas: { response: Account },
});
