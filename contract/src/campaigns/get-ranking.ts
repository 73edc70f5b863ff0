import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { StringEnum } from '../common/fields';
import { RankedMember } from './get-appraise';

export const Ranking = Type.Object({
  list: Type.Array(RankedMember),
  /** The signed-in member's own place (null for visitors; rank null while they earned nothing). */
  me: Type.Union([
    Type.Object({ rank: Type.Union([Type.Integer(), Type.Null()]), gold: Type.Integer(), nickname: Type.String() }),
    Type.Null(),
  ]),
});
export type Ranking = Static<typeof Ranking>;

export const getRanking = defineCall({
  method: 'GET',
  path: '/v1/ranking',
  summary: '明星榜：本月或累计赚取金币前 20 名；带 token 时附上我的排名',
  tag: 'campaigns',
  auth: 'optional',
  schemas: {
    querystring: Type.Object({ period: Type.Optional(StringEnum('榜单', ['month', 'total'] as const, 'month 本月，total 累计')) }),
    response: Ranking,
  },
});
