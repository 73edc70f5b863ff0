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

export const getIdVerify = defineCall({
  method: 'GET',
  path: '/v1/users/id-verify',
  summary: '实名认证状态（姓名和身份证号脱敏）',
  tag: 'account',
  auth: true,
  schemas: { response: IdentityState },
});
