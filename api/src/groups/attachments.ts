// A group's attachment records: reading one, finding the one of an upload, registering a new one.
import type { ApiContext } from '../context';
import type { Queryable } from '../db';

/** An attachment not removed, or undefined. */
export async function liveAttachment(q: Queryable, id: number) {
  return q.sql.selectFrom('group_attachments').selectAll().where('id', '=', id).where('removed', '=', false).executeTakeFirst();
}

export async function attachmentOfUpload(q: Queryable, key: string) {
  return q.sql.selectFrom('group_attachments').select(['id', 'member_id', 'topic_id']).where('oss_key', '=', key).executeTakeFirst();
}

/** Registers an upload as an attachment; undefined when a parallel request registered it first. */
export async function insertAttachment(
  q: Queryable,
  ctx: ApiContext,
  a: { groupId: number; topicId: number; memberId: number; key: string; name: string; contentType: string; size: number },
): Promise<number | undefined> {
  const row = await q.sql
    .insertInto('group_attachments')
    .values({
      group_id: a.groupId,
      topic_id: a.topicId,
      member_id: a.memberId,
      oss_key: a.key,
      original_name: a.name,
      content_type: a.contentType,
      size: a.size,
      created_at: ctx.now(),
    })
    .onConflict((oc) => oc.column('oss_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}
