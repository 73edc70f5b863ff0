import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id } from '../common/fields';
import { ExchangeOrderDetail } from './exchange-order';

export const getExchangeOrder = defineCall({
  method: 'GET',
  path: '/v1/exchange/orders/:id',
  summary: '我的一笔兑换：状态经过和完整卡密（只有本人可看；别人的订单 404）',
  tag: 'exchange',
  auth: true,
  schemas: { params: Type.Object({ id: Id('订单ID') }), response: ExchangeOrderDetail },
});
