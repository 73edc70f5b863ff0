import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Millis } from '../common/fields';

/** The member's identity verification, masked: 张*明, 110***********1234. */
export const IdentityState = Type.Object({
  verified: Type.Boolean(),
  name: Type.String({ description: '脱敏姓名，未认证时为空' }),
  idNumber: Type.String({ description: '脱敏身份证号，未认证时为空' }),
  verifiedAt: Type.Union([Millis, Type.Null()]),
});
export type IdentityState = Static<typeof IdentityState>;

/** The review of the member's identity (spec §3 audit status: 0 pending review, 1 valid, 2 invalid). */
export const IdentityReview = Type.Composite([
  IdentityState,
  Type.Object({
    auditStatus: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2), Type.Null()], {
      description: '审核状态：0 审核中，1 已认证，2 未通过；从未提交时为 null',
    }),
    auditReason: Type.String({ description: '未通过的原因，其他状态为空' }),
  }),
]);
export type IdentityReview = Static<typeof IdentityReview>;

export const getIdVerify = defineCall({
  method: 'GET',
  path: '/v1/users/id-verify',
  summary: '实名认证状态（姓名和身份证号脱敏）与审核状态：审核中、已认证、未通过（附原因）',
  tag: 'account',
  auth: true,
  schemas: { response: IdentityReview },
});
