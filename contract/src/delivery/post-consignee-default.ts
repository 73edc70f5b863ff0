import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Empty, Id } from '../common/fields';

export const postConsigneeDefault = defineCall({
  method: 'POST',
  path: '/v1/users/consignee/default',
  summary: '设为默认收货地址（兑换实物时预填并寄往此地址）；不是自己的地址时 404',
  tag: 'account',
  auth: true,
  schemas: { body: Type.Object({ id: Id('地址') }), response: Empty },
});
