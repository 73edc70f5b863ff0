import type { FastifyInstance } from 'fastify';
import { getCheckin, postCheckin } from '@survey/contract';
import { Answer, route } from '../../http/route';
import { Codes } from '../../codes';
import type { ApiContext } from '../../context';
import { checkinState, recordCheckIn } from '../../account/checkin';

export function registerCheckinRoutes(api: FastifyInstance, ctx: ApiContext): void {
  const { db } = ctx;

  route(api, ctx, getCheckin, async (req, me) => checkinState(db, ctx, me.id));

  route(api, ctx, postCheckin, async (req, me) => {
    const id = me.id;
    const done = await db.tx((q) => recordCheckIn(q, ctx, id));
    return done ?? new Answer(Codes.ALREADY_CHECKED_IN, '今日已签到', await checkinState(db, ctx, id));
  });
}
