import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id } from '../common/fields';
import { VoucherDetail } from './voucher';

export const getVoucher = defineCall({
  method: 'GET',
  path: '/v1/benefits/:id',
  summary: '我的一张卡券和它的使用记录（卡密脱敏；别人的卡券 404）',
  tag: 'vouchers',
  auth: true,
  schemas: { params: Type.Object({ id: Id('卡券ID') }), response: VoucherDetail },
});
