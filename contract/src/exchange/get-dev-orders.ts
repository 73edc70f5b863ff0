import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Page, PageQuery } from '../common/fields';
import { OperatorOrder } from './operator-order';

export const OperatorOrderPage = Page(OperatorOrder);
export type OperatorOrderPage = Static<typeof OperatorOrderPage>;

export const getDevOrders = defineCall({
  method: 'GET',
  path: '/dev/orders',
  summary: '演示模式：所有会员的兑换订单（运营审核用，新的在前，可按状态筛选）',
  tag: 'dev',
  auth: false,
  schemas: {
    querystring: Type.Object({ state: Type.Optional(Type.Integer({ title: '兑换状态', minimum: 0, maximum: 5 })), ...PageQuery }),
    response: OperatorOrderPage,
  },
});
