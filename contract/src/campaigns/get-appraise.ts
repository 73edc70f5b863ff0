import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';

export const RankedMember = Type.Object({
  rank: Type.Integer(),
  nickname: Type.String({ description: '脱敏昵称' }),
  avatar: Type.String(),
  gold: Type.Integer({ description: '期间赚取的金币' }),
});
export type RankedMember = Static<typeof RankedMember>;

export const Appraise = Type.Object({
  month: Type.String({ description: '评选月份 YYYY-MM' }),
  winners: Type.Array(RankedMember),
});
export type Appraise = Static<typeof Appraise>;

export const getAppraise = defineCall({
  method: 'GET',
  path: '/v1/appraise',
  summary: '月度之星：上个自然月（北京时间）赚取金币最多的会员，按金币记录实时统计',
  tag: 'campaigns',
  auth: false,
  schemas: { response: Appraise },
});
