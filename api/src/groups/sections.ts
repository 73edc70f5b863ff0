// A group's sections (板块), in their order.
import type { Queryable } from '../db';

/** The sections with how many topics each holds. */
export async function sectionsWithTopicCounts(q: Queryable, groupId: number) {
  return q.sql
    .selectFrom('group_sections as s')
    .select(['s.id', 's.title'])
    .select((eb) =>
      eb.selectFrom('group_topics as t').select(eb.fn.countAll<number>().as('n')).whereRef('t.section_id', '=', 's.id').as('n'),
    )
    .where('s.group_id', '=', groupId)
    .orderBy('s.sort')
    .orderBy('s.id')
    .execute();
}

export async function listSections(q: Queryable, groupId: number) {
  return q.sql.selectFrom('group_sections').select(['id', 'title']).where('group_id', '=', groupId).orderBy('sort').orderBy('id').execute();
}
