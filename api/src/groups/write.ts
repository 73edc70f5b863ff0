// Writing, editing and deleting responses: one's own only, attachments linked in the same transaction.
import type { ApiContext } from '../context';
import { BusinessError, Codes, invalid } from '../codes';
import type { Queryable } from '../db';
import { sql } from 'kysely';
import { GroupCodes, type Seat } from './access';
import { deleteRemovedFiles, removeAttachments } from './attachment-removal';

/** A double click sends the same response twice: within this window it answers with the first one. */
const REPEAT_WINDOW_MS = 10_000;

export interface ResponseInput {
  content: string;
  tag?: string;
  attachmentIds?: number[];
}

export function cleanContent(content: string): string {
  const text = content.trim();
  if (!text) throw invalid('回复内容不能为空');
  return text;
}

/** Links the member's own, still free attachments of this topic to a response and removes the ones left out (their keys). */
async function linkAttachments(q: Queryable, seat: Seat, topicId: number, responseId: number, ids: number[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length) {
    const usable = await q.sql
      .selectFrom('group_attachments')
      .select('id')
      .where('id', 'in', unique)
      .where('member_id', '=', seat.memberId)
      .where('topic_id', '=', topicId)
      .where('removed', '=', false)
      .where((eb) => eb.or([eb('response_id', 'is', null), eb('response_id', '=', responseId)]))
      .execute();
    if (usable.length !== unique.length) throw new BusinessError(GroupCodes.NOT_YOURS, '附件不存在或不属于你');
    await q.sql.updateTable('group_attachments').set({ response_id: responseId }).where('id', 'in', unique).execute();
  }
  return removeAttachments(q, { responseId, keep: unique });
}

export async function createResponse(
  ctx: ApiContext,
  seat: Seat,
  topicId: number,
  input: ResponseInput,
  parentId: number | null = null,
): Promise<number> {
  const content = cleanContent(input.content);
  return ctx.db.tx(async (q) => {
    // One writer per member and topic at a time, so the repeat check below sees a parallel twin.
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`group-response:${seat.memberId}:${topicId}`}))`.execute(q.sql);
    const now = ctx.now();
    const repeat = await q.sql
      .selectFrom('group_responses')
      .select('id')
      .where('topic_id', '=', topicId)
      .where('member_id', '=', seat.memberId)
      .where('content', '=', content)
      .where('parent_id', parentId === null ? 'is' : '=', parentId)
      .where('deleted', '=', false)
      .where('created_at', '>', now - REPEAT_WINDOW_MS)
      .executeTakeFirst();
    if (repeat) return repeat.id;
    const { id } = await q.sql
      .insertInto('group_responses')
      .values({
        group_id: seat.groupId,
        topic_id: topicId,
        member_id: seat.memberId,
        parent_id: parentId,
        content,
        tag: input.tag ?? '',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // A new response has nothing linked yet, so nothing is left out.
    if (input.attachmentIds?.length) await linkAttachments(q, seat, topicId, id, input.attachmentIds);
    return id;
  });
}

/** The member's own, undeleted response, or a refusal (someone else's is never changed). */
async function ownResponse(q: Queryable, seat: Seat, id: number, verb: string) {
  const row = await q.sql
    .selectFrom('group_responses')
    .select(['id', 'member_id', 'topic_id', 'group_id'])
    .where('id', '=', id)
    .where('deleted', '=', false)
    .executeTakeFirst();
  if (!row || row.group_id !== seat.groupId) throw new BusinessError(Codes.NOT_FOUND, '回复不存在或已删除');
  if (row.member_id !== seat.memberId) throw new BusinessError(GroupCodes.NOT_YOURS, `只能${verb}自己的回复`);
  return row;
}

export async function editResponse(ctx: ApiContext, seat: Seat, id: number, input: ResponseInput): Promise<void> {
  const content = cleanContent(input.content);
  const removed = await ctx.db.tx(async (q) => {
    const row = await ownResponse(q, seat, id, '修改');
    await q.sql
      .updateTable('group_responses')
      .set({
        content,
        ...(input.tag !== undefined ? { tag: input.tag } : {}),
        updated_at: sql<number>`GREATEST(${ctx.now()}, created_at + 1)`,
      })
      .where('id', '=', row.id)
      .execute();
    return input.attachmentIds ? linkAttachments(q, seat, row.topic_id, row.id, input.attachmentIds) : [];
  });
  await deleteRemovedFiles(ctx, removed);
}

export async function deleteResponse(ctx: ApiContext, seat: Seat, id: number): Promise<void> {
  const removed = await ctx.db.tx(async (q) => {
    const row = await ownResponse(q, seat, id, '删除');
    await q.sql.updateTable('group_responses').set({ deleted: true, updated_at: ctx.now() }).where('id', '=', row.id).execute();
    return removeAttachments(q, { responseId: row.id });
  });
  await deleteRemovedFiles(ctx, removed);
}

/** The group of a response, for the calls that name a response rather than a group. */
export async function responseGroup(q: Queryable, id: number): Promise<{ groupId: number; topicId: number } | undefined> {
  const row = await q.sql
    .selectFrom('group_responses')
    .select(['group_id', 'topic_id'])
    .where('id', '=', id)
    .where('deleted', '=', false)
    .executeTakeFirst();
  return row && { groupId: row.group_id, topicId: row.topic_id };
}
