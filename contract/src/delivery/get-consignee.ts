import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id, Millis } from '../common/fields';

/** One of the member's delivery addresses (their own, so the mobile is whole for editing). */
export const Consignee = Type.Object({
  id: Id(),
  /** The address the redeem flow pre-fills and a physical order ships to; a member has one while they have any. */
  isDefault: Type.Boolean({ description: '默认地址：兑换实物时预填并寄往此地址' }),
  name: Type.String(),
  mobile: Type.String(),
  provinceId: Id(),
  cityId: Id(),
  districtId: Id(),
  province: Type.String(),
  city: Type.String(),
  district: Type.String(),
  address: Type.String({ description: '详细地址' }),
  updatedAt: Millis,
});
export type Consignee = Static<typeof Consignee>;

export const getConsignee = defineCall({
  method: 'GET',
  path: '/v1/users/consignee',
  summary: '默认收货地址（兑换时预填），没有地址时为 null',
  tag: 'account',
  auth: true,
  schemas: { response: Type.Union([Consignee, Type.Null()]) },
});
