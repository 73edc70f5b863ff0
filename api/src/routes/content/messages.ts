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
import { authenticate } from '../../auth/authenticate';
import {
  dismissScreenMessage,
  hasUnreadMessage,
  listMessages,
  markMessagesRead,
  markNoticeRead,
  noticeById,
  openMessage,
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

  route(api, getMessagesNew, async (req) => hasUnreadMessage(db, await authenticate(ctx, req)));

  route(api, getMessages, async (req) => {
    const id = await authenticate(ctx, req);
    const { size, offset } = paging(req.query);
    const { list, total } = await listMessages(db, id, size, offset);
    return { list: list.map(messageOut), total };
  });

  // Opening a message reads it.
  route(api, getMessage, async (req) => {
    const message = await openMessage(db, await authenticate(ctx, req), req.params.id);
    if (!message) throw new BusinessError(Codes.NOT_FOUND, '消息不存在');
    return messageOut(message);
  });

  route(api, postMessagesRead, async (req) => {
    await markMessagesRead(db, await authenticate(ctx, req), req.body.id);
    return null;
  });

  route(api, getMessagesScreen, async (req) => {
    const message = await unreadScreenMessage(db, await authenticate(ctx, req));
    return message ? messageOut(message) : null;
  });

  route(api, postMessagesFlashRead, async (req) => {
    await dismissScreenMessage(db, await authenticate(ctx, req), req.body.id);
    return null;
  });

  route(api, getNoticesUnread, async (req) => {
    const rows = await unreadNotices(db, await authenticate(ctx, req));
    return rows.map((r) => ({ id: r.id, title: r.title, createdAt: r.created_at }));
  });

  route(api, getNotice, async (req) => {
    await authenticate(ctx, req);
    const notice = await noticeById(db, req.params.id);
    if (!notice) throw new BusinessError(Codes.NOT_FOUND, '公告不存在');
    return { id: notice.id, title: notice.title, content: notice.content, createdAt: notice.created_at };
  });

  route(api, postNoticesRead, async (req) => {
    await markNoticeRead(db, await authenticate(ctx, req), req.body.id);
    return null;
  });
}
