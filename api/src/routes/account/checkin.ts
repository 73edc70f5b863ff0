import type { FastifyInstance } from 'fastify';
import { getCheckin, postCheckin } from '@survey/contract';
import { Answer, route } from '../../http/route';
import { Codes } from '../../codes';
import type { ApiContext } from '../../context';
import { authenticate } from '../../auth/authenticate';
import { checkinState, recordCheckIn } from '../../account/checkin';

export function registerCheckinRoutes(api: FastifyInstance, ctx: ApiContext): void {
  const { db } = ctx;

  route(api, getCheckin, async (req) => checkinState(db, ctx, await authenticate(ctx, req)));

  route(api, postCheckin, async (req) => {
    const id = await authenticate(ctx, req);
    const done = await db.tx((q) => recordCheckIn(q, ctx, id));
    return done ?? new Answer(Codes.ALREADY_CHECKED_IN, '今日已签到', await checkinState(db, ctx, id));
  });
}
