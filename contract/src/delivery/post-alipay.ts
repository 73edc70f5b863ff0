import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { PersonName } from './fields';
import { AlipayAccount } from './get-alipay';

export const postAlipay = defineCall({
  method: 'POST',
  path: '/v1/users/alipay',
  summary: '保存提现支付宝账号（手机号或邮箱）；须先实名认证，支付宝实名须与认证姓名一致',
  tag: 'account',
  auth: true,
  schemas: {
    body: Type.Object({
      account: Type.String({
        title: '支付宝账号',
        maxLength: 64,
        pattern: '^(1[3-9]\\d{9}|[A-Za-z0-9._%+-]{1,40}@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,10})$',
        description: '手机号或邮箱',
      }),
      name: PersonName('支付宝实名'),
    }),
    response: AlipayAccount,
  },
});
