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
import { sql } from 'kysely';
import { ROLE_HOST, groupSeat, topicSeat } from '../../groups/access';
import { hostTopics, listTopics } from '../../groups/topics';
import { loadResponses } from '../../groups/views';
import { invalid } from '../../codes';
import type { Ctx } from '../../context';
import { route } from '../../http/route';

export function registerTopicRoutes(api: FastifyInstance, ctx: Ctx): void {
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
    const [mine, vote] = await Promise.all([
      db.sql
        .selectFrom('group_responses')
        .select('id')
        .where('topic_id', '=', topic.id)
        .where('member_id', '=', seat.memberId)
        .where('deleted', '=', false)
        .executeTakeFirst(),
      db.sql.selectFrom('group_vote_options').select('id').where('topic_id', '=', topic.id).executeTakeFirst(),
    ]);
    return {
      id: topic.id,
      taskId: topic.group_id,
      sectionId: topic.section_id,
      focusSectionTitle: topic.focusSectionTitle,
      title: topic.title,
      content: topic.content,
      replied: Boolean(mine),
      hasVote: Boolean(vote),
      createdAt: Number(topic.created_at),
    };
  });

  route(api, getSections, async (req) => {
    const seat = await groupSeat(ctx, req, req.query.taskId);
    const rows = await db.sql
      .selectFrom('group_sections as s')
      .select(['s.id', 's.title'])
      .select((eb) =>
        eb.selectFrom('group_topics as t').select(eb.fn.countAll<number>().as('n')).whereRef('t.section_id', '=', 's.id').as('n'),
      )
      .where('s.group_id', '=', seat.groupId)
      .orderBy('s.sort')
      .orderBy('s.id')
      .execute();
    return rows.map((s) => ({ id: s.id, title: s.title, topicCount: Number(s.n ?? 0) }));
  });

  route(api, getHostSections, async (req) => {
    const seat = await groupSeat(ctx, req, req.query.taskId, { host: true });
    const topics = await hostTopics(db, seat.groupId, seat.memberId);
    const sections = await db.sql
      .selectFrom('group_sections')
      .select(['id', 'title'])
      .where('group_id', '=', seat.groupId)
      .orderBy('sort')
      .orderBy('id')
      .execute();
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
    const rows = await db.sql
      .selectFrom('group_members as m')
      .select(['m.member_id', 'm.name', 'm.avatar'])
      .select((eb) =>
        eb
          .selectFrom('group_responses as r')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('r.member_id', '=', 'm.member_id')
          .where('r.topic_id', '=', topic.id)
          .where('r.deleted', '=', false)
          .as('n'),
      )
      .where('m.group_id', '=', topic.group_id)
      .where('m.role', '<>', ROLE_HOST)
      .orderBy('m.member_id')
      .execute();
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
    const row = await db.sql
      .selectFrom('group_members as m')
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        sql<number>`count(*) FILTER (WHERE EXISTS (SELECT 1 FROM group_responses r WHERE r.member_id = m.member_id AND r.group_id = ${seat.groupId} AND NOT r.deleted ${topicId === undefined ? sql`` : sql`AND r.topic_id = ${topicId}`}))`.as(
          'replied',
        ),
      ])
      .where('m.group_id', '=', seat.groupId)
      .where('m.role', '<>', ROLE_HOST)
      .executeTakeFirstOrThrow();
    const total = Number(row.total);
    const replied = Number(row.replied);
    return { total, replied, unreplied: total - replied };
  });
}
