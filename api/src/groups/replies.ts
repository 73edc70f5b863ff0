// Who has replied: to a topic (the viewer, each member) and in the group, as the host sees it.
import { sql } from 'kysely';
import type { Queryable } from '../db';
import { ROLE_HOST } from './access';

/** Whether the member has a live response to the topic, and whether the topic carries a vote. */
export async function topicReplyState(q: Queryable, topicId: number, memberId: number) {
  const [mine, vote] = await Promise.all([
    q.sql
      .selectFrom('group_responses')
      .select('id')
      .where('topic_id', '=', topicId)
      .where('member_id', '=', memberId)
      .where('deleted', '=', false)
      .executeTakeFirst(),
    q.sql.selectFrom('group_vote_options').select('id').where('topic_id', '=', topicId).executeTakeFirst(),
  ]);
  return { replied: Boolean(mine), hasVote: Boolean(vote) };
}

/** The group's members (not its hosts) with how many live responses each gave to the topic. */
export async function topicResponseCounts(q: Queryable, groupId: number, topicId: number) {
  return q.sql
    .selectFrom('group_members as m')
    .select(['m.member_id', 'm.name', 'm.avatar'])
    .select((eb) =>
      eb
        .selectFrom('group_responses as r')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('r.member_id', '=', 'm.member_id')
        .where('r.topic_id', '=', topicId)
        .where('r.deleted', '=', false)
        .as('n'),
    )
    .where('m.group_id', '=', groupId)
    .where('m.role', '<>', ROLE_HOST)
    .orderBy('m.member_id')
    .execute();
}

/** How many of the group's members (not its hosts) have replied, in the group or to one topic. */
export async function repliedMemberCounts(q: Queryable, groupId: number, topicId?: number) {
  const row = await q.sql
    .selectFrom('group_members as m')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      sql<number>`count(*) FILTER (WHERE EXISTS (SELECT 1 FROM group_responses r WHERE r.member_id = m.member_id AND r.group_id = ${groupId} AND NOT r.deleted ${topicId === undefined ? sql`` : sql`AND r.topic_id = ${topicId}`}))`.as(
        'replied',
      ),
    ])
    .where('m.group_id', '=', groupId)
    .where('m.role', '<>', ROLE_HOST)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), replied: Number(row.replied) };
}

/** How many live responses the member gave in the group, or in one of its sections. */
export async function memberResponseCount(q: Queryable, groupId: number, memberId: number, sectionId?: number): Promise<number> {
  let query = q.sql
    .selectFrom('group_responses as r')
    .innerJoin('group_topics as t', 't.id', 'r.topic_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('r.group_id', '=', groupId)
    .where('r.member_id', '=', memberId)
    .where('r.deleted', '=', false);
  if (sectionId !== undefined) query = query.where('t.section_id', '=', sectionId);
  const { n } = await query.executeTakeFirstOrThrow();
  return Number(n);
}

/** The tags given to the topic's live responses, with how many carry each. */
export async function responseTagCounts(q: Queryable, topicId: number) {
  const rows = await q.sql
    .selectFrom('group_responses')
    .select(['tag', (eb) => eb.fn.countAll<number>().as('n')])
    .where('topic_id', '=', topicId)
    .where('deleted', '=', false)
    .where('tag', '<>', '')
    .groupBy('tag')
    .orderBy('tag')
    .execute();
  return rows.map((r) => ({ tag: r.tag, count: Number(r.n) }));
}
