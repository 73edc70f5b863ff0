import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id } from '../common/fields';
import { Voucher } from './voucher';

export const AllowedVoucher = Type.Object({
  voucher: Voucher,
  deduction: Type.Integer({ description: '可抵扣金币' }),
  payable: Type.Integer({ description: '使用后实付金币（已减会员权益折扣）' }),
});
export type AllowedVoucher = Static<typeof AllowedVoucher>;

export const postVoucherAllow = defineCall({
  method: 'POST',
  path: '/v1/benefits/allow/:id',
  summary: '兑换商品 id 时可用的抵扣券（按抵扣多少排序）',
  tag: 'vouchers',
  auth: true,
  schemas: { params: Type.Object({ id: Id('商品ID') }), response: Type.Array(AllowedVoucher) },
});
