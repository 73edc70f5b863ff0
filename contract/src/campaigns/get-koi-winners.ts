import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Millis } from '../common/fields';

export const KoiWinner = Type.Object({
  round: Type.String(),
  nickname: Type.String({ description: '脱敏昵称' }),
  memberCode: Type.String({ description: '脱敏会员号' }),
  prize: Type.String(),
  announcedAt: Millis,
});
export type KoiWinner = Static<typeof KoiWinner>;

export const getKoiWinners = defineCall({
  method: 'GET',
  path: '/v1/koi/winners',
  summary: '锦鲤大奖历届中奖名单（新的在前）',
  tag: 'campaigns',
  auth: false,
  schemas: { response: Type.Array(KoiWinner) },
});
