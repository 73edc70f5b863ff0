import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id } from '../common/fields';

export const RevealedCode = Type.Object({ code: Type.String() });
export type RevealedCode = Static<typeof RevealedCode>;

export const postVoucherReveal = defineCall({
  method: 'POST',
  path: '/v1/benefits/:id',
  summary: '查看我的一张卡的完整卡密（抵扣券没有卡密）',
  tag: 'vouchers',
  auth: true,
  schemas: { params: Type.Object({ id: Id('卡券ID') }), response: RevealedCode },
});
