import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';

export const QualityOverview = Type.Object({
  quality: Type.Integer({ description: '质量分' }),
  /** 1-5 by the point ranges 0~34, 35~84, 85~299, 300~499, ≥500. */
  level: Type.Integer({ minimum: 1, maximum: 5 }),
  min: Type.Integer({ description: '当前区间下限' }),
  /** Inclusive upper bound of the range, null for the top one. */
  max: Type.Union([Type.Integer(), Type.Null()]),
});
export type QualityOverview = Static<typeof QualityOverview>;

export const getQuality = defineCall({
  method: 'GET',
  path: '/v1/users/quality',
  summary: '质量分：分值、所在区间和等级（1-5）',
  tag: 'earnings',
  auth: true,
  schemas: { response: QualityOverview },
});
