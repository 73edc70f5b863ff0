import type { FastifyInstance } from 'fastify';
import {
  getMemberAttr,
  getMemberTopicResponses,
  getMyResponses,
  getResponseTags,
  getResponses,
  getResponsesAsk,
  postResponse,
  postResponseDelete,
  postResponseEdit,
  postResponseFollowUp,
} from '@survey/contract';
import { groupSeat, topicSeat } from '../../groups/access';
import { memberAttributes } from '../../groups/members';
import { memberResponseCount, responseTagCounts } from '../../groups/replies';
import { loadResponses } from '../../groups/views';
import { createResponse, deleteResponse, editResponse, responseGroup } from '../../groups/write';
import { BusinessError, Codes } from '../../codes';
import type { ApiContext } from '../../context';
import { route } from '../../http/route';

export function registerResponseRoutes(api: FastifyInstance, ctx: ApiContext): void {
  const { db } = ctx;
  const one = async (id: number, viewerId: number) =>
    (await loadResponses(db, { ids: [id] }, viewerId)).map(({ topicTitle: _t, ...r }) => r)[0];
  const bare = (list: Awaited<ReturnType<typeof loadResponses>>) => list.map(({ topicTitle: _t, ...r }) => r);

  /** The seat of the signed-in member in the group of a response (the calls that name only a response). */
  const seatOfResponse = async (memberId: number, id: number) => {
    const found = await responseGroup(db, id);
    if (!found) throw new BusinessError(Codes.NOT_FOUND, '回复不存在或已删除');
    return { ...found, seat: await groupSeat(ctx, memberId, found.groupId) };
  };

  route(api, ctx, getResponses, async (req, me) => {
    const { topic, seat } = await topicSeat(ctx, me.id, req.query.topicId);
    return bare(await loadResponses(db, { topicId: topic.id, tag: req.query.tag }, seat.memberId));
  });

  route(api, ctx, getResponsesAsk, async (req, me) => {
    const { topic, seat } = await topicSeat(ctx, me.id, req.query.topicId);
    return bare(await loadResponses(db, { topicId: topic.id, followUpsFor: seat.memberId }, seat.memberId));
  });

  route(api, ctx, getMemberTopicResponses, async (req, me) => {
    const { topic, seat } = await topicSeat(ctx, me.id, req.query.topicId);
    return bare(await loadResponses(db, { topicId: topic.id, memberId: req.query.memberId }, seat.memberId));
  });

  // 我的回复 as the topic shows them: each response with the host's follow-ups on it.
  route(api, ctx, getMyResponses, async (req, me) => {
    const { taskId, sectionId, page = 1, size = 10 } = req.query;
    const seat = await groupSeat(ctx, me.id, taskId);
    const list = await loadResponses(
      db,
      { groupId: seat.groupId, sectionId, memberId: seat.memberId, newestFirst: true, limit: size, offset: (page - 1) * size },
      seat.memberId,
    );
    const followUps = bare(await loadResponses(db, { groupId: seat.groupId, followUpsOf: list.map((r) => r.id) }, seat.memberId));
    const total = await memberResponseCount(db, seat.groupId, seat.memberId, sectionId);
    return { list: list.map((r) => ({ ...r, followUps: followUps.filter((f) => f.parentId === r.id) })), total, page, size };
  });

  route(api, ctx, getResponseTags, async (req, me) => {
    const { topic } = await topicSeat(ctx, me.id, req.query.topicId);
    return responseTagCounts(db, topic.id);
  });

  route(api, ctx, postResponse, async (req, me) => {
    const { topic, seat } = await topicSeat(ctx, me.id, req.body.topicId);
    const id = await createResponse(ctx, seat, topic.id, req.body);
    return one(id, seat.memberId);
  });

  route(api, ctx, postResponseFollowUp, async (req, me) => {
    const { seat, topicId } = await seatOfResponse(me.id, req.params.id);
    const id = await createResponse(ctx, seat, topicId, req.body, req.params.id);
    return one(id, seat.memberId);
  });

  route(api, ctx, postResponseEdit, async (req, me) => {
    const { seat } = await seatOfResponse(me.id, req.body.id);
    await editResponse(ctx, seat, req.body.id, req.body);
    return one(req.body.id, seat.memberId);
  });

  route(api, ctx, postResponseDelete, async (req, me) => {
    const { seat } = await seatOfResponse(me.id, req.body.id);
    await deleteResponse(ctx, seat, req.body.id);
    return null;
  });

  route(api, ctx, getMemberAttr, async (req, me) => {
    const seat = await groupSeat(ctx, me.id, req.query.taskId, { host: true });
    const member = await memberAttributes(db, seat.groupId, req.query.memberId);
    if (!member) throw new BusinessError(Codes.NOT_FOUND, '成员不存在');
    return { memberId: member.member_id, name: member.name, attrs: member.attrs };
  });
}
