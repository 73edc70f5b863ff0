// A group's members as the host sees them: counts of their responses, filtered by topics, roles and name.
import type { GroupMember } from '@survey/contract';
import { sql } from 'kysely';
import type { Queryable } from '../db';
import { maskMobile } from '../lib/mobile';

export interface MemberFilter {
  topicIds?: number[];
  roles?: number[];
  keyword?: string;
}

export async function listMembers(
  q: Queryable,
  groupId: number,
  filter: MemberFilter,
  page?: { limit: number; offset: number },
): Promise<{ list: (GroupMember & { attrs: { label: string; value: string }[] })[]; total: number }> {
  let query = q.sql.selectFrom('group_members as m').innerJoin('members as u', 'u.id', 'm.member_id').where('m.group_id', '=', groupId);
  if (filter.roles?.length) query = query.where('m.role', 'in', filter.roles);
  if (filter.keyword) query = query.where(sql<boolean>`m.name ILIKE ${`%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  const topicIds = filter.topicIds;
  if (topicIds?.length) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('group_responses as r')
          .select('r.id')
          .whereRef('r.member_id', '=', 'm.member_id')
          .where('r.group_id', '=', groupId)
          .where('r.topic_id', 'in', topicIds)
          .where('r.deleted', '=', false),
      ),
    );
  }
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  let rows = query
    .select(['m.member_id', 'm.name', 'm.avatar', 'm.role', 'm.attrs', 'u.mobile'])
    .select((eb) => {
      const responses = eb
        .selectFrom('group_responses as r')
        .whereRef('r.member_id', '=', 'm.member_id')
        .where('r.group_id', '=', groupId)
        .where('r.deleted', '=', false);
      return [
        responses.select(eb.fn.countAll<number>().as('n')).as('response_count'),
        responses.select(sql<number>`count(DISTINCT r.topic_id)`.as('n')).as('replied_topics'),
        responses.select(sql<number | null>`max(r.created_at)`.as('n')).as('last_at'),
      ];
    })
    .orderBy('m.role')
    .orderBy('m.member_id');
  if (page) rows = rows.limit(page.limit).offset(page.offset);
  const list = (await rows.execute()).map((m) => ({
    memberId: m.member_id,
    name: m.name,
    avatar: m.avatar,
    role: m.role,
    mobile: maskMobile(m.mobile),
    responseCount: Number(m.response_count ?? 0),
    repliedTopics: Number(m.replied_topics ?? 0),
    lastResponseAt: m.last_at === null || m.last_at === undefined ? null : Number(m.last_at),
    attrs: m.attrs,
  }));
  return { list, total: Number(total) };
}

/** A member's name and the attributes the host sees, or undefined when not in the group. */
export async function memberAttributes(q: Queryable, groupId: number, memberId: number) {
  return q.sql
    .selectFrom('group_members')
    .select(['member_id', 'name', 'attrs'])
    .where('group_id', '=', groupId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

/** The group's task (title, hash id) and its host's avatar: the group's face is its host's. */
export async function groupFace(q: Queryable, groupId: number) {
  const task = await q.sql.selectFrom('tasks').select(['title', 'hash_id']).where('id', '=', groupId).executeTakeFirstOrThrow();
  const host = await q.sql
    .selectFrom('group_members')
    .select('avatar')
    .where('group_id', '=', groupId)
    .where('role', '=', 1)
    .executeTakeFirst();
  return { task, host };
}
