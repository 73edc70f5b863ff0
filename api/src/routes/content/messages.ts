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
import { BusinessError, Codes } from '../../codes';
import type { ApiContext } from '../../context';
import { paging } from '../../lib/paging';
import {
  dismissScreenMessage,
  hasUnreadMessage,
  listMessages,
  markMessagesRead,
  markNoticeRead,
  openMessage,
  openNotice,
  unreadNotices,
  unreadScreenMessage,
} from '../../content/messages';

const messageOut = (r: { id: number; title: string; content: string; read: boolean; created_at: number }) => ({
  id: r.id,
  title: r.title,
  content: r.content,
  read: r.read,
  createdAt: r.created_at,
});

export function registerMessageRoutes(api: FastifyInstance, ctx: ApiContext): void {
  const { db } = ctx;

  route(api, ctx, getMessagesNew, async (req, me) => hasUnreadMessage(db, me.id));

  route(api, ctx, getMessages, async (req, me) => {
    const id = me.id;
    const { size, offset } = paging(req.query);
    const { list, total } = await listMessages(db, id, size, offset);
    return { list: list.map(messageOut), total };
  });

  // Opening a message reads it.
  route(api, ctx, getMessage, async (req, me) => {
    const message = await openMessage(db, me.id, req.params.id);
    if (!message) throw new BusinessError(Codes.NOT_FOUND, '消息不存在');
    return messageOut(message);
  });

  route(api, ctx, postMessagesRead, async (req, me) => {
    await markMessagesRead(db, me.id, req.body.id);
    return null;
  });

  route(api, ctx, getMessagesScreen, async (req, me) => {
    const message = await unreadScreenMessage(db, me.id);
    return message ? messageOut(message) : null;
  });

  route(api, ctx, postMessagesFlashRead, async (req, me) => {
    await dismissScreenMessage(db, me.id, req.body.id);
    return null;
  });

  route(api, ctx, getNoticesUnread, async (req, me) => {
    const rows = await unreadNotices(db, me.id);
    return rows.map((r) => ({ id: r.id, title: r.title, createdAt: r.created_at }));
  });

  // Opening a notice reads it, as a message.
  route(api, ctx, getNotice, async (req, me) => {
    const notice = await openNotice(db, me.id, req.params.id);
    if (!notice) throw new BusinessError(Codes.NOT_FOUND, '公告不存在');
    return { id: notice.id, title: notice.title, content: notice.content, createdAt: notice.created_at };
  });

  route(api, ctx, postNoticesRead, async (req, me) => {
    await markNoticeRead(db, me.id, req.body.id);
    return null;
  });
}
