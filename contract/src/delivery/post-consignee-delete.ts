import { defineCall } from '../define-call';
import { Empty } from '../common/fields';

export const postConsigneeDelete = defineCall({
  method: 'POST',
  path: '/v1/users/consignee/delete',
  summary: '删除收货地址（已下的订单保留下单时的地址）；没有地址时同样成功',
  tag: 'account',
  auth: true,
  schemas: { response: Empty },
});
