// A member's messages (站内信, some shown once as a dialog) and the site's notices with who read them.
import type { Queryable } from '../db';

const MESSAGE_COLUMNS = ['id', 'title', 'content', 'read', 'created_at'] as const;

export async function hasUnreadMessage(q: Queryable, memberId: number): Promise<boolean> {
  const unread = await q.sql
    .selectFrom('messages')
    .select('id')
    .where('member_id', '=', memberId)
    .where('read', '=', false)
    .limit(1)
    .executeTakeFirst();
  return Boolean(unread);
}

/** A page of the member's messages, newest first, with their total. */
export async function listMessages(q: Queryable, memberId: number, size: number, offset: number) {
  const mine = q.sql.selectFrom('messages').where('member_id', '=', memberId);
  const list = await mine.select(MESSAGE_COLUMNS).orderBy('id', 'desc').limit(size).offset(offset).execute();
  const { n } = await mine.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { list, total: n };
}

/** Opening a message reads it; undefined when the member has no such message. */
export async function openMessage(q: Queryable, memberId: number, id: number) {
  return q.sql
    .updateTable('messages')
    .set({ read: true })
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .returning(MESSAGE_COLUMNS)
    .executeTakeFirst();
}

/** Reads one message, or all of them without an id. */
export async function markMessagesRead(q: Queryable, memberId: number, id?: number): Promise<void> {
  await q.sql
    .updateTable('messages')
    .set({ read: true })
    .where('member_id', '=', memberId)
    .$if(id !== undefined, (qb) => qb.where('id', '=', id!))
    .execute();
}

/** The newest unread message shown as a dialog. */
export async function unreadScreenMessage(q: Queryable, memberId: number) {
  return q.sql
    .selectFrom('messages')
    .select(MESSAGE_COLUMNS)
    .where('member_id', '=', memberId)
    .where('screen', '=', true)
    .where('read', '=', false)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Dismissing the dialog reads the message: it is not shown again, nor counted as new. */
export async function dismissScreenMessage(q: Queryable, memberId: number, id: number): Promise<void> {
  await q.sql
    .updateTable('messages')
    .set({ read: true })
    .where('member_id', '=', memberId)
    .where('id', '=', id)
    .where('screen', '=', true)
    .execute();
}

/** The notices the member has not read, newest first. */
export async function unreadNotices(q: Queryable, memberId: number) {
  return q.sql
    .selectFrom('notices as n')
    .select(['n.id', 'n.title', 'n.created_at'])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('notice_reads as r').select('r.notice_id').whereRef('r.notice_id', '=', 'n.id').where('r.member_id', '=', memberId),
        ),
      ),
    )
    .orderBy('n.id', 'desc')
    .execute();
}

/**
 * A notice, read by the member as it is opened: the read is stored before the text is answered, so the
 * unread list asked after it never shows the notice again (a separate mark after display was lost
 * when the member went back at once).
 */
export async function openNotice(q: Queryable, memberId: number, id: number) {
  const notice = await q.sql.selectFrom('notices').select(['id', 'title', 'content', 'created_at']).where('id', '=', id).executeTakeFirst();
  if (notice) await markNoticeRead(q, memberId, notice.id);
  return notice;
}

/** Marks a notice read for the member; an unknown notice is ignored. */
export async function markNoticeRead(q: Queryable, memberId: number, id: number): Promise<void> {
  const notice = await q.sql.selectFrom('notices').select('id').where('id', '=', id).executeTakeFirst();
  if (notice) {
    await q.sql
      .insertInto('notice_reads')
      .values({ member_id: memberId, notice_id: notice.id })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}
