import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id, Millis } from '../common/fields';

export const VoucherCheck = Type.Object({
  /** Still usable: not used up and not expired. */
  valid: Type.Boolean(),
  state: Type.Integer(),
  balanceFen: Type.Integer(),
  expiresAt: Millis,
  /** What the check found, in Chinese. */
  message: Type.String(),
});
export type VoucherCheck = Static<typeof VoucherCheck>;

export const postVoucherCheck = defineCall({
  method: 'POST',
  path: '/v1/benefits/check/:id',
  summary: '查询一张卡券是否可用和余额（过期的卡券在此转为已过期）',
  tag: 'vouchers',
  auth: true,
  schemas: { params: Type.Object({ id: Id('卡券ID') }), response: VoucherCheck },
});
