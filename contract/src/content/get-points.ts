import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id, Millis, PageQuery } from '../common/fields';

export const PointRecord = Type.Object({ id: Id(), change: Type.Integer(), reason: Type.String(), createdAt: Millis });
export type PointRecord = Static<typeof PointRecord>;

export const PointPage = Type.Object({
  balance: Type.Integer({ description: '金币余额' }),
  list: Type.Array(PointRecord),
  total: Type.Integer(),
});
export type PointPage = Static<typeof PointPage>;

export const getPoints = defineCall({
  method: 'GET',
  path: '/v1/points',
  summary: '金币余额和收支记录（新的在前）',
  tag: 'content',
  auth: true,
  schemas: { querystring: Type.Object(PageQuery), response: PointPage },
});
