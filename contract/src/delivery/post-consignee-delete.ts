import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Empty, Id } from '../common/fields';

export const postConsigneeDelete = defineCall({
  method: 'POST',
  path: '/v1/users/consignee/delete',
  summary: '删除一个收货地址（已下的订单保留下单时的地址）；删除默认地址时最新的另一个成为默认；已不存在时同样成功',
  tag: 'account',
  auth: true,
  schemas: { body: Type.Object({ id: Id('地址') }), response: Empty },
});
