import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { PageQuery } from '../common/fields';
import { Voucher } from './voucher';

export const VoucherPage = Type.Object({
  list: Type.Array(Voucher),
  total: Type.Integer(),
  page: Type.Integer(),
  size: Type.Integer(),
  /** How many the member holds in each state (for the tabs). */
  counts: Type.Object({ usable: Type.Integer(), used: Type.Integer(), expired: Type.Integer() }),
});
export type VoucherPage = Static<typeof VoucherPage>;

export const getVouchers = defineCall({
  method: 'GET',
  path: '/v1/benefits',
  summary: '我的卡券（卡券专区），按状态 0 可使用 1 已使用 2 已过期 筛选，卡密脱敏',
  tag: 'vouchers',
  auth: true,
  schemas: {
    querystring: Type.Object({ state: Type.Optional(Type.Integer({ title: '卡券状态', minimum: 0, maximum: 2 })), ...PageQuery }),
    response: VoucherPage,
  },
});
