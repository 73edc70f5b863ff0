import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Page, PageQuery } from '../common/fields';
import { ExchangeOrder } from './exchange-order';

export const ExchangeOrderPage = Page(ExchangeOrder);
export type ExchangeOrderPage = Static<typeof ExchangeOrderPage>;

export const getExchangeOrders = defineCall({
  method: 'GET',
  path: '/v1/exchange/orders',
  summary: '我的兑换记录（新的在前，可按状态筛选；卡密脱敏）',
  tag: 'exchange',
  auth: true,
  schemas: {
    querystring: Type.Object({
      state: Type.Optional(Type.Integer({ title: '兑换状态', minimum: 0, maximum: 5 })),
      ...PageQuery,
    }),
    response: ExchangeOrderPage,
  },
});
