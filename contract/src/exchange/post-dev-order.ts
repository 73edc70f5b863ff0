import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id } from '../common/fields';
import { OperatorOrder, OrderAction, OrderActionBody } from './operator-order';

export const postDevOrder = defineCall({
  method: 'POST',
  path: '/dev/orders/:id/:action',
  summary: '演示模式：运营处理一笔兑换（approve 审核通过、issue 发放、reject 驳回、revoke 撤销、fail 发放失败；后三者退回金币）',
  tag: 'dev',
  auth: false,
  schemas: { params: Type.Object({ id: Id('订单ID'), action: OrderAction }), body: OrderActionBody, response: OperatorOrder },
});
