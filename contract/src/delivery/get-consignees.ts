import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Consignee } from './get-consignee';

export const getConsignees = defineCall({
  method: 'GET',
  path: '/v1/users/consignees',
  summary: '全部收货地址：默认地址在前，其余新的在前',
  tag: 'account',
  auth: true,
  schemas: { response: Type.Array(Consignee) },
});
