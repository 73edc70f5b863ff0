import type { FastifyInstance } from 'fastify';
import { getHostVotes, getUserVotes, postVote } from '@survey/contract';
import { GroupCodes, topicSeat } from '../../groups/access';
import { ApiError } from '../../codes';
import type { Ctx } from '../../context';
import type { Queryable } from '../../db';
import { route } from '../../http/route';

async function voteRows(q: Queryable, topicId: number) {
  const options = await q.sql
    .selectFrom('group_vote_options')
    .select(['id', 'title'])
    .where('topic_id', '=', topicId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const votes = await q.sql
    .selectFrom('group_votes as v')
    .innerJoin('group_topics as t', 't.id', 'v.topic_id')
    .innerJoin('group_members as m', (j) => j.onRef('m.group_id', '=', 't.group_id').onRef('m.member_id', '=', 'v.member_id'))
    .select(['v.option_id', 'v.member_id', 'm.name'])
    .where('v.topic_id', '=', topicId)
    .orderBy('v.created_at')
    .execute();
  return { options, votes };
}

async function summary(q: Queryable, topicId: number, viewerId: number) {
  const { options, votes } = await voteRows(q, topicId);
  return {
    topicId,
    total: votes.length,
    options: options.map((o) => ({ id: o.id, title: o.title, count: votes.filter((v) => v.option_id === o.id).length })),
    myOptionId: votes.find((v) => v.member_id === viewerId)?.option_id ?? null,
  };
}

export function registerVoteRoutes(api: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;

  route(api, getUserVotes, async (req) => {
    const { topic, seat } = await topicSeat(ctx, req, req.query.topicId);
    return summary(db, topic.id, seat.memberId);
  });

  route(api, getHostVotes, async (req) => {
    const { topic } = await topicSeat(ctx, req, req.query.topicId, { host: true });
    const { options, votes } = await voteRows(db, topic.id);
    return {
      topicId: topic.id,
      total: votes.length,
      options: options.map((o) => {
        const voters = votes.filter((v) => v.option_id === o.id).map((v) => v.name);
        return { id: o.id, title: o.title, count: voters.length, voters };
      }),
    };
  });

  route(api, postVote, async (req) => {
    const { topic, seat } = await topicSeat(ctx, req, req.body.topicId);
    const option = await db.sql
      .selectFrom('group_vote_options')
      .select('id')
      .where('id', '=', req.body.optionId)
      .where('topic_id', '=', topic.id)
      .executeTakeFirst();
    if (!option) throw new ApiError(GroupCodes.NO_SUCH_OPTION, '投票选项不存在');
    // One row per member and topic: a repeated or parallel vote moves it instead of adding one.
    await db.sql
      .insertInto('group_votes')
      .values({ topic_id: topic.id, member_id: seat.memberId, option_id: option.id, created_at: ctx.now() })
      .onConflict((oc) => oc.columns(['topic_id', 'member_id']).doUpdateSet({ option_id: option.id }))
      .execute();
    return summary(db, topic.id, seat.memberId);
  });
}
