import type { FastifyInstance } from 'fastify';
import { getGroupInfo, getGroupMemberInfo, getGroupMembers, getGroupMembersDownload } from '@survey/contract';
import { groupSeat } from '../../groups/access';
import { formatTime, sendCsv } from '../../groups/csv';
import { listMembers, groupFace } from '../../groups/members';
import type { ApiContext } from '../../context';
import { route } from '../../http/route';

const ROLE_NAMES: Record<number, string> = { 1: '主持人', 2: '参与者' };

export function registerMemberRoutes(api: FastifyInstance, ctx: ApiContext): void {
  const { db } = ctx;
  const filterOf = (query: { topicIds?: number[]; roles?: number[]; keyword?: string }) => ({
    topicIds: query.topicIds,
    roles: query.roles,
    keyword: query.keyword?.trim() || undefined,
  });

  route(api, ctx, getGroupMemberInfo, async (req, me) => {
    const seat = await groupSeat(ctx, me.id, req.query.taskId);
    return { name: seat.name, avatar: seat.avatar, role: seat.role, memberId: seat.memberId };
  });

  route(api, ctx, getGroupInfo, async (req, me) => {
    const seat = await groupSeat(ctx, me.id, req.query.taskId);
    const { task, host } = await groupFace(db, seat.groupId);
    return {
      taskId: seat.groupId,
      hashId: task.hash_id,
      topicName: task.title,
      topicAvatar: host?.avatar ?? '',
      user: { name: seat.name, avatar: seat.avatar, role: seat.role, memberId: seat.memberId },
    };
  });

  route(api, ctx, getGroupMembers, async (req, me) => {
    const { taskId, page = 1, size = 10 } = req.query;
    await groupSeat(ctx, me.id, taskId, { host: true });
    const { list, total } = await listMembers(db, taskId, filterOf(req.query), { limit: size, offset: (page - 1) * size });
    return { list: list.map(({ attrs: _attrs, ...m }) => m), total, page, size };
  });

  route(api, ctx, getGroupMembersDownload, async (req, me, reply) => {
    const seat = await groupSeat(ctx, me.id, req.query.taskId, { host: true });
    const { list } = await listMembers(db, seat.groupId, filterOf(req.query));
    return sendCsv(
      reply,
      ctx.now(),
      ['成员编号', '名称', '角色', '手机号', '回复数', '回复话题数', '最近回复'],
      list.map((m) => [
        m.memberId,
        m.name,
        ROLE_NAMES[m.role] ?? String(m.role),
        m.mobile,
        m.responseCount,
        m.repliedTopics,
        m.lastResponseAt ? formatTime(m.lastResponseAt) : '',
      ]),
    );
  });
}
