import type { FastifyInstance } from 'fastify';
import {
  getMessage,
  getMessages,
  getMessagesNew,
  getMessagesScreen,
  getNotice,
  getNoticesUnread,
  postMessagesFlashRead,
  postMessagesRead,
  postNoticesRead,
} from '@survey/contract';
import { route } from '../../http/route';
import { ApiError, Codes } from '../../codes';
import type { Ctx } from '../../context';
import { paging } from '../../lib/paging';
import { authenticate } from '../../auth/authenticate';

const MESSAGE_COLUMNS = ['id', 'title', 'content', 'read', 'created_at'] as const;

const messageOut = (r: { id: number; title: string; content: string; read: boolean; created_at: number }) => ({
  id: r.id,
  title: r.title,
  content: r.content,
  read: r.read,
  createdAt: r.created_at,
});

export function registerMessageRoutes(api: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;

  route(api, getMessagesNew, async (req) => {
    const id = await authenticate(ctx, req);
    const unread = await db.sql
      .selectFrom('messages')
      .select('id')
      .where('member_id', '=', id)
      .where('read', '=', false)
      .limit(1)
      .executeTakeFirst();
    return Boolean(unread);
  });

  route(api, getMessages, async (req) => {
    const id = await authenticate(ctx, req);
    const { size, offset } = paging(req.query);
    const mine = db.sql.selectFrom('messages').where('member_id', '=', id);
    const list = await mine.select(MESSAGE_COLUMNS).orderBy('id', 'desc').limit(size).offset(offset).execute();
    const { n } = await mine.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return { list: list.map(messageOut), total: n };
  });

  // Opening a message reads it.
  route(api, getMessage, async (req) => {
    const memberId = await authenticate(ctx, req);
    const message = await db.sql
      .updateTable('messages')
      .set({ read: true })
      .where('id', '=', req.params.id)
      .where('member_id', '=', memberId)
      .returning(MESSAGE_COLUMNS)
      .executeTakeFirst();
    if (!message) throw new ApiError(Codes.NOT_FOUND, '消息不存在');
    return messageOut(message);
  });

  route(api, postMessagesRead, async (req) => {
    const memberId = await authenticate(ctx, req);
    const id = req.body.id;
    await db.sql
      .updateTable('messages')
      .set({ read: true })
      .where('member_id', '=', memberId)
      .$if(id !== undefined, (qb) => qb.where('id', '=', id!))
      .execute();
    return null;
  });

  route(api, getMessagesScreen, async (req) => {
    const memberId = await authenticate(ctx, req);
    const message = await db.sql
      .selectFrom('messages')
      .select(MESSAGE_COLUMNS)
      .where('member_id', '=', memberId)
      .where('screen', '=', true)
      .where('read', '=', false)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return message ? messageOut(message) : null;
  });

  // Dismissing the dialog reads the message: it is not shown again, nor counted as new.
  route(api, postMessagesFlashRead, async (req) => {
    const memberId = await authenticate(ctx, req);
    await db.sql
      .updateTable('messages')
      .set({ read: true })
      .where('member_id', '=', memberId)
      .where('id', '=', req.body.id)
      .where('screen', '=', true)
      .execute();
    return null;
  });

  route(api, getNoticesUnread, async (req) => {
    const memberId = await authenticate(ctx, req);
    const rows = await db.sql
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
    return rows.map((r) => ({ id: r.id, title: r.title, createdAt: r.created_at }));
  });

  route(api, getNotice, async (req) => {
    await authenticate(ctx, req);
    const notice = await db.sql
      .selectFrom('notices')
      .select(['id', 'title', 'content', 'created_at'])
      .where('id', '=', req.params.id)
      .executeTakeFirst();
    if (!notice) throw new ApiError(Codes.NOT_FOUND, '公告不存在');
    return { id: notice.id, title: notice.title, content: notice.content, createdAt: notice.created_at };
  });

  route(api, postNoticesRead, async (req) => {
    const memberId = await authenticate(ctx, req);
    const notice = await db.sql.selectFrom('notices').select('id').where('id', '=', req.body.id).executeTakeFirst();
    if (notice) {
      await db.sql
        .insertInto('notice_reads')
        .values({ member_id: memberId, notice_id: notice.id })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    return null;
  });
}
