import type { FastifyInstance } from 'fastify';
import {
  getHostMemberNums,
  getHostMembers,
  getHostSearch,
  getHostSections,
  getHostTopicDetail,
  getHostTopics,
  getSections,
  getTopicDetail,
  getTopicsAsk,
  getTopicsReply,
  getTopicsUnReply,
} from '@survey/contract';
import { groupSeat, topicSeat } from '../../groups/access';
import { repliedMemberCounts, topicReplyState, topicResponseCounts } from '../../groups/replies';
import { listSections, sectionsWithTopicCounts } from '../../groups/sections';
import { hostTopics, listTopics } from '../../groups/topics';
import { loadResponses } from '../../groups/views';
import { invalid } from '../../codes';
import type { ApiContext } from '../../context';
import { route } from '../../http/route';

export function registerTopicRoutes(api: FastifyInstance, ctx: ApiContext): void {
  const { db } = ctx;

  for (const [call, replied] of [
    [getTopicsAsk, undefined],
    [getTopicsReply, true],
    [getTopicsUnReply, false],
  ] as const) {
    route(api, ctx, call, async (req, me) => {
      const seat = await groupSeat(ctx, me.id, req.query.taskId);
      return listTopics(db, seat.groupId, seat.memberId, {
        sectionId: req.query.sectionId,
        title: req.query.title?.trim() || undefined,
        replied,
      });
    });
  }

  route(api, ctx, getTopicDetail, async (req, me) => {
    const { topic, seat } = await topicSeat(ctx, me.id, req.query.topicId);
    const { replied, hasVote } = await topicReplyState(db, topic.id, seat.memberId);
    return {
      id: topic.id,
      taskId: topic.group_id,
      sectionId: topic.section_id,
      focusSectionTitle: topic.focusSectionTitle,
      title: topic.title,
      content: topic.content,
      replied,
      hasVote,
      createdAt: Number(topic.created_at),
    };
  });

  route(api, ctx, getSections, async (req, me) => {
    const seat = await groupSeat(ctx, me.id, req.query.taskId);
    const rows = await sectionsWithTopicCounts(db, seat.groupId);
    return rows.map((s) => ({ id: s.id, title: s.title, topicCount: Number(s.n ?? 0) }));
  });

  route(api, ctx, getHostSections, async (req, me) => {
    const seat = await groupSeat(ctx, me.id, req.query.taskId, { host: true });
    const topics = await hostTopics(db, seat.groupId, seat.memberId);
    const sections = await listSections(db, seat.groupId);
    return sections.map((s) => {
      const own = topics.filter((t) => t.sectionId === s.id);
      return { id: s.id, title: s.title, topicCount: own.length, responseCount: own.reduce((n, t) => n + t.responseCount, 0) };
    });
  });

  route(api, ctx, getHostTopics, async (req, me) => {
    const seat = await groupSeat(ctx, me.id, req.query.taskId, { host: true });
    return hostTopics(db, seat.groupId, seat.memberId);
  });

  route(api, ctx, getHostSearch, async (req, me) => {
    const title = req.query.title.trim();
    if (!title) throw invalid('请输入搜索关键字');
    const seat = await groupSeat(ctx, me.id, req.query.taskId, { host: true });
    const found = await hostTopics(db, seat.groupId, seat.memberId, title);
    return found.map((t) => ({ id: t.id, title: t.title, focusSectionTitle: t.focusSectionTitle }));
  });

  route(api, ctx, getHostTopicDetail, async (req, me) => {
    const { page = 1, size = 10 } = req.query;
    const { topic, seat } = await topicSeat(ctx, me.id, req.query.topicId, { host: true });
    const counted = (await hostTopics(db, seat.groupId, seat.memberId)).find((t) => t.id === topic.id)!;
    const list = await loadResponses(db, { topicId: topic.id, limit: size, offset: (page - 1) * size }, seat.memberId);
    return {
      topic: { ...counted, content: topic.content },
      responses: { list: list.map(({ topicTitle: _t, ...r }) => r), total: counted.responseCount, page, size },
    };
  });

  route(api, ctx, getHostMembers, async (req, me) => {
    const { topic } = await topicSeat(ctx, me.id, req.query.topicId, { host: true });
    const rows = await topicResponseCounts(db, topic.group_id, topic.id);
    return rows.map((m) => ({
      memberId: m.member_id,
      name: m.name,
      avatar: m.avatar,
      responseCount: Number(m.n ?? 0),
      replied: Number(m.n ?? 0) > 0,
    }));
  });

  route(api, ctx, getHostMemberNums, async (req, me) => {
    const { taskId, topicId } = req.query;
    const seat = await groupSeat(ctx, me.id, taskId, { host: true });
    const { total, replied } = await repliedMemberCounts(db, seat.groupId, topicId);
    return { total, replied, unreplied: total - replied };
  });
}
