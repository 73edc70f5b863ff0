import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id, Text } from '../common/fields';
import { UseKey, VoucherDetail } from './voucher';

export const postVoucherUseValue = defineCall({
  method: 'POST',
  path: '/v1/benefits/use/value',
  summary: '记一笔储值卡的部分使用：余额减去 valueFen（不能超过余额），用完即为已使用',
  tag: 'vouchers',
  auth: true,
  schemas: {
    body: Type.Object({
      id: Id('卡券ID'),
      valueFen: Type.Integer({ title: '使用金额', minimum: 1, maximum: 100_000_000, description: '分' }),
      note: Type.Optional(Text('备注', 40)),
      key: UseKey,
    }),
    response: VoucherDetail,
  },
});
