import type { FastifyInstance } from 'fastify';
import { getHostVotes, getUserVotes, postVote } from '@survey/contract';
import { topicSeat } from '../../groups/access';
import { castVote, voteRows, voteSummary } from '../../groups/votes';
import type { ApiContext } from '../../context';
import { route } from '../../http/route';

export function registerVoteRoutes(api: FastifyInstance, ctx: ApiContext): void {
  const { db } = ctx;

  route(api, ctx, getUserVotes, async (req, me) => {
    const { topic, seat } = await topicSeat(ctx, me.id, req.query.topicId);
    return voteSummary(db, topic.id, seat.memberId);
  });

  route(api, ctx, getHostVotes, async (req, me) => {
    const { topic } = await topicSeat(ctx, me.id, req.query.topicId, { host: true });
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

  route(api, ctx, postVote, async (req, me) => {
    const { topic, seat } = await topicSeat(ctx, me.id, req.body.topicId);
    await castVote(db, ctx, topic.id, seat.memberId, req.body.optionId);
    return voteSummary(db, topic.id, seat.memberId);
  });
}
