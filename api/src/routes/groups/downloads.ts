import type { FastifyInstance } from 'fastify';
import { getAttachmentListDownload, getBaseDownload, getMemberDownload, getResponsesDownload } from '@survey/contract';
import { groupSeat } from '../../groups/access';
import { formatTime, sendCsv } from '../../groups/csv';
import { listMembers } from '../../groups/members';
import { type ResponseView, loadAttachments, loadResponses } from '../../groups/views';
import { BusinessError, Codes } from '../../codes';
import type { ApiContext } from '../../context';
import { route } from '../../http/route';
import { memberAttributes } from '../../groups/members';

const RESPONSE_HEADER = ['回复编号', '话题', '成员', '角色', '内容', '标签', '追问回复编号', '附件', '时间'];
const responseRow = (r: ResponseView) => [
  r.id,
  r.topicTitle,
  r.name,
  r.role === 1 ? '主持人' : '参与者',
  r.content,
  r.tag,
  r.parentId ?? '',
  r.attachments.map((a) => a.originalName).join(' '),
  formatTime(r.createdAt),
];
const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** The host's files: every response, the members' details, one member's responses, the attachments. */
export function registerDownloadRoutes(api: FastifyInstance, ctx: ApiContext): void {
  const { db } = ctx;

  route(api, ctx, getResponsesDownload, async (req, me, reply) => {
    const seat = await groupSeat(ctx, me.id, req.query.taskId, { host: true });
    const list = await loadResponses(db, { groupId: seat.groupId, limit: 100_000 }, seat.memberId);
    return sendCsv(reply, ctx.now(), RESPONSE_HEADER, list.map(responseRow));
  });

  route(api, ctx, getMemberDownload, async (req, me, reply) => {
    const seat = await groupSeat(ctx, me.id, req.query.taskId, { host: true });
    const member = await memberAttributes(db, seat.groupId, req.query.memberId);
    if (!member) throw new BusinessError(Codes.NOT_FOUND, '成员不存在');
    const list = await loadResponses(db, { groupId: seat.groupId, memberId: member.member_id, limit: 100_000 }, seat.memberId);
    return sendCsv(reply, ctx.now(), RESPONSE_HEADER, list.map(responseRow));
  });

  route(api, ctx, getBaseDownload, async (req, me, reply) => {
    const seat = await groupSeat(ctx, me.id, req.query.taskId, { host: true });
    const { list } = await listMembers(db, seat.groupId, {});
    return sendCsv(
      reply,
      ctx.now(),
      ['成员编号', '名称', '角色', '手机号', '属性', '回复数', '回复话题数'],
      list.map((m) => [
        m.memberId,
        m.name,
        m.role === 1 ? '主持人' : '参与者',
        m.mobile,
        m.attrs.map((a) => `${a.label}：${a.value}`).join('；'),
        m.responseCount,
        m.repliedTopics,
      ]),
    );
  });

  route(api, ctx, getAttachmentListDownload, async (req, me, reply) => {
    const seat = await groupSeat(ctx, me.id, req.query.taskId, { host: true });
    const list = await loadAttachments(db, { groupId: seat.groupId }, seat.memberId);
    return sendCsv(
      reply,
      ctx.now(),
      ['附件编号', '文件名', '类型', '大小', '成员', '话题', '上传时间'],
      list.map((a) => [a.id, a.originalName, a.contentType, kb(a.size), a.memberName, a.topicTitle, formatTime(a.createdAt)]),
    );
  });
}
