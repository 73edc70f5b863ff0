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

/** An address to save: with `id`, that one of the member's addresses changed; without, a new one. */
export const ConsigneeSave = Type.Composite([
  ConsigneeInput,
  Type.Object({
    id: Type.Optional(Id('地址')),
    /** Make it the default; a member's first address is the default whatever this says. */
    isDefault: Type.Optional(Type.Boolean({ title: '设为默认' })),
  }),
]);
export type ConsigneeSave = Static<typeof ConsigneeSave>;

export const postConsignee = defineCall({
  method: 'POST',
  path: '/v1/users/consignee',
  summary:
    '保存收货地址：带 id 修改该地址，不带则新增（最多 20 个）；isDefault 设为默认，第一个地址总是默认；省、市、区县须来自 /v1/jd/cities 且层级一致',
  tag: 'account',
  auth: true,
  schemas: { body: ConsigneeSave, response: Consignee },
});
