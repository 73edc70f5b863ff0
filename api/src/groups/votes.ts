// A topic's vote: its options, who chose which, and casting (or moving) a member's vote.
import { BusinessError } from '../codes';
import type { ApiContext } from '../context';
import type { Queryable } from '../db';
import { GroupCodes } from './access';

/** The options in their order and the votes, oldest first, with each voter's name in the group. */
export async function voteRows(q: Queryable, topicId: number) {
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

/** The counts a member sees, with the option they chose. */
export async function voteSummary(q: Queryable, topicId: number, viewerId: number) {
  const { options, votes } = await voteRows(q, topicId);
  return {
    topicId,
    total: votes.length,
    options: options.map((o) => ({ id: o.id, title: o.title, count: votes.filter((v) => v.option_id === o.id).length })),
    myOptionId: votes.find((v) => v.member_id === viewerId)?.option_id ?? null,
  };
}

export async function castVote(q: Queryable, ctx: ApiContext, topicId: number, memberId: number, optionId: number): Promise<void> {
  const option = await q.sql
    .selectFrom('group_vote_options')
    .select('id')
    .where('id', '=', optionId)
    .where('topic_id', '=', topicId)
    .executeTakeFirst();
  if (!option) throw new BusinessError(GroupCodes.NO_SUCH_OPTION, '投票选项不存在');
  // One row per member and topic: a repeated or parallel vote moves it instead of adding one.
  await q.sql
    .insertInto('group_votes')
    .values({ topic_id: topicId, member_id: memberId, option_id: option.id, created_at: ctx.now() })
    .onConflict((oc) => oc.columns(['topic_id', 'member_id']).doUpdateSet({ option_id: option.id }))
    .execute();
}
