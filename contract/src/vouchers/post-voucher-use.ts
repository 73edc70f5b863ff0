import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id } from '../common/fields';
import { UseKey, VoucherDetail } from './voucher';

export const postVoucherUse = defineCall({
  method: 'POST',
  path: '/v1/benefits/use',
  summary: '把一张卡标记为已用完（余额记为一次使用）；抵扣券在兑换时使用',
  tag: 'vouchers',
  auth: true,
  schemas: { body: Type.Object({ id: Id('卡券ID'), key: UseKey }), response: VoucherDetail },
});
