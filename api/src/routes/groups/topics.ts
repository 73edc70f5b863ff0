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
    route(api, call, async (req) => {
      const seat = await groupSeat(ctx, req, req.query.taskId);
      return listTopics(db, seat.groupId, seat.memberId, {
        sectionId: req.query.sectionId,
        title: req.query.title?.trim() || undefined,
        replied,
      });
    });
  }

  route(api, getTopicDetail, async (req) => {
    const { topic, seat } = await topicSeat(ctx, req, req.query.topicId);
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

  route(api, getSections, async (req) => {
    const seat = await groupSeat(ctx, req, req.query.taskId);
    const rows = await sectionsWithTopicCounts(db, seat.groupId);
    return rows.map((s) => ({ id: s.id, title: s.title, topicCount: Number(s.n ?? 0) }));
  });

  route(api, getHostSections, async (req) => {
    const seat = await groupSeat(ctx, req, req.query.taskId, { host: true });
    const topics = await hostTopics(db, seat.groupId, seat.memberId);
    const sections = await listSections(db, seat.groupId);
    return sections.map((s) => {
      const own = topics.filter((t) => t.sectionId === s.id);
      return { id: s.id, title: s.title, topicCount: own.length, responseCount: own.reduce((n, t) => n + t.responseCount, 0) };
    });
  });

  route(api, getHostTopics, async (req) => {
    const seat = await groupSeat(ctx, req, req.query.taskId, { host: true });
    return hostTopics(db, seat.groupId, seat.memberId);
  });

  route(api, getHostSearch, async (req) => {
    const title = req.query.title.trim();
    if (!title) throw invalid('请输入搜索关键字');
    const seat = await groupSeat(ctx, req, req.query.taskId, { host: true });
    const found = await hostTopics(db, seat.groupId, seat.memberId, title);
    return found.map((t) => ({ id: t.id, title: t.title, focusSectionTitle: t.focusSectionTitle }));
  });

  route(api, getHostTopicDetail, async (req) => {
    const { page = 1, size = 10 } = req.query;
    const { topic, seat } = await topicSeat(ctx, req, req.query.topicId, { host: true });
    const counted = (await hostTopics(db, seat.groupId, seat.memberId)).find((t) => t.id === topic.id)!;
    const list = await loadResponses(db, { topicId: topic.id, limit: size, offset: (page - 1) * size }, seat.memberId);
    return {
      topic: { ...counted, content: topic.content },
      responses: { list: list.map(({ topicTitle: _t, ...r }) => r), total: counted.responseCount, page, size },
    };
  });

  route(api, getHostMembers, async (req) => {
    const { topic } = await topicSeat(ctx, req, req.query.topicId, { host: true });
    const rows = await topicResponseCounts(db, topic.group_id, topic.id);
    return rows.map((m) => ({
      memberId: m.member_id,
      name: m.name,
      avatar: m.avatar,
      responseCount: Number(m.n ?? 0),
      replied: Number(m.n ?? 0) > 0,
    }));
  });

  route(api, getHostMemberNums, async (req) => {
    const { taskId, topicId } = req.query;
    const seat = await groupSeat(ctx, req, taskId, { host: true });
    const { total, replied } = await repliedMemberCounts(db, seat.groupId, topicId);
    return { total, replied, unreplied: total - replied };
  });
}
