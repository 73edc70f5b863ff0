// A group's topics with their counts: the participant's lists (replied or not) and the host's.
import type { HostTopic, TopicItem } from '@survey/contract';
import { sql } from 'kysely';
import type { Queryable } from '../db';

export interface TopicListFilter {
  sectionId?: number;
  /** A keyword of the title (already trimmed). */
  title?: string;
  /** Only the topics the viewer has (true) or has not (false) responded to. */
  replied?: boolean;
}

const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function topicsOf(q: Queryable, groupId: number, viewerId: number) {
  return q.sql
    .selectFrom('group_topics as t')
    .leftJoin('group_sections as s', 's.id', 't.section_id')
    .select(['t.id', 't.section_id', 't.title', 't.created_at'])
    .select((eb) => [
      eb.fn.coalesce('s.title', eb.val('')).as('section_title'),
      eb
        .selectFrom('group_responses as r')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('r.topic_id', '=', 't.id')
        .where('r.deleted', '=', false)
        .as('response_count'),
      eb
        .selectFrom('group_responses as r')
        .innerJoin('group_members as m', (j) => j.onRef('m.group_id', '=', 'r.group_id').onRef('m.member_id', '=', 'r.member_id'))
        .select(sql<number>`count(DISTINCT r.member_id)`.as('n'))
        .whereRef('r.topic_id', '=', 't.id')
        .where('r.deleted', '=', false)
        .where('m.role', '<>', 1)
        .as('member_count'),
      eb
        .exists(
          eb
            .selectFrom('group_responses as r')
            .select('r.id')
            .whereRef('r.topic_id', '=', 't.id')
            .where('r.member_id', '=', viewerId)
            .where('r.deleted', '=', false),
        )
        .as('replied'),
    ])
    .where('t.group_id', '=', groupId)
    .orderBy(sql`coalesce(s.sort, 0)`)
    .orderBy('t.sort')
    .orderBy('t.id');
}

export async function listTopics(q: Queryable, groupId: number, viewerId: number, filter: TopicListFilter = {}): Promise<TopicItem[]> {
  let query = topicsOf(q, groupId, viewerId);
  if (filter.sectionId !== undefined) query = query.where('t.section_id', '=', filter.sectionId);
  if (filter.title) query = query.where(sql<boolean>`t.title ILIKE ${likePattern(filter.title)}`);
  const rows = await query.execute();
  return rows
    .map((t) => ({
      id: t.id,
      sectionId: t.section_id,
      focusSectionTitle: t.section_title,
      title: t.title,
      replied: Boolean(t.replied),
      responseCount: Number(t.response_count ?? 0),
      createdAt: Number(t.created_at),
    }))
    .filter((t) => filter.replied === undefined || t.replied === filter.replied);
}

export async function hostTopics(q: Queryable, groupId: number, viewerId: number, title?: string): Promise<HostTopic[]> {
  let query = topicsOf(q, groupId, viewerId);
  if (title) query = query.where(sql<boolean>`t.title ILIKE ${likePattern(title)}`);
  const rows = await query.execute();
  return rows.map((t) => ({
    id: t.id,
    sectionId: t.section_id,
    focusSectionTitle: t.section_title,
    title: t.title,
    responseCount: Number(t.response_count ?? 0),
    memberCount: Number(t.member_count ?? 0),
    createdAt: Number(t.created_at),
  }));
}
