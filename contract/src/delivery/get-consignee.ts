import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id, Millis } from '../common/fields';

/** The member's delivery address (their own, so the mobile is whole for editing). */
export const Consignee = Type.Object({
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
  summary: '收货地址，未填写时为 null',
  tag: 'account',
  auth: true,
  schemas: { response: Type.Union([Consignee, Type.Null()]) },
});
