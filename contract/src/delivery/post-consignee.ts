import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id, Text } from '../common/fields';
import { Consignee } from './get-consignee';
import { MobileNumber } from './fields';

export const ConsigneeInput = Type.Object({
  name: Text('收货人', 20, 2),
  mobile: MobileNumber('收货手机号'),
  provinceId: Id('省份'),
  cityId: Id('城市'),
  districtId: Id('区县'),
  address: Text('详细地址', 120, 5),
});
export type ConsigneeInput = Static<typeof ConsigneeInput>;

export const postConsignee = defineCall({
  method: 'POST',
  path: '/v1/users/consignee',
  summary: '保存收货地址：省、市、区县须来自 /v1/jd/cities 且层级一致',
  tag: 'account',
  auth: true,
  schemas: { body: ConsigneeInput, response: Consignee },
});
