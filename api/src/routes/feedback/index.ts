// Help and feedback: the member's questions and the conversation with support, the help centre,
// and (demo only) the operator calls the feedback command uses.
import type { FastifyInstance } from 'fastify';
import {
  getCategories,
  getDevFeedbacks,
  getFeedback,
  getFeedbacks,
  getQuestions,
  postDevFeedbackReply,
  postFeedback,
  postFeedbackConfirm,
  postFeedbackReply,
} from '@survey/contract';
import { BusinessError, Codes } from '../../codes';
import type { ApiContext } from '../../context';
import { route } from '../../http/route';
import { paging } from '../../lib/paging';
import {
  confirmFeedback,
  createFeedback,
  listFeedbacks,
  memberFeedback,
  memberReply,
  operatorFeedbacks,
  operatorReply,
  summaryOf,
} from '../../feedback/conversations';
import { helpCategory, helpQuestions } from '../../feedback/help';

export function registerFeedbackRoutes(api: FastifyInstance, ctx: ApiContext): void {
  const { db } = ctx;

  route(api, ctx, getFeedbacks, async (req, me) => {
    const memberId = me.id;
    const { page, size, offset } = paging(req.query);
    const { rows, total } = await listFeedbacks(db, memberId, size, offset);
    return { list: rows.map(summaryOf), total, page, size };
  });

  route(api, ctx, postFeedback, async (req, me) => {
    const memberId = me.id;
    const id = await createFeedback(ctx, memberId, { ...req.body, images: req.body.images ?? [] });
    return { id };
  });

  route(api, ctx, getFeedback, async (req, me) => memberFeedback(ctx, me.id, req.params.id));

  route(api, ctx, postFeedbackReply, async (req, me) => memberReply(ctx, me.id, req.params.id, req.body.content));

  route(api, ctx, postFeedbackConfirm, async (req, me) => confirmFeedback(ctx, me.id, req.params.id));

  route(api, ctx, getCategories, async (req) => {
    const category = await helpCategory(db, req.query.categoryId);
    if (!category) throw new BusinessError(Codes.NOT_FOUND, '分类不存在');
    return category;
  });

  route(api, ctx, getQuestions, async (req) => {
    const rows = await helpQuestions(db, req.query.categoryId);
    return rows.map((r) => ({ id: r.id, categoryId: r.category_id, title: r.title, content: r.content }));
  });

  if (ctx.demo) {
    route(api, ctx, getDevFeedbacks, async (req) => {
      const { size, offset } = paging(req.query);
      return operatorFeedbacks(ctx, req.query.state, size, offset);
    });
    route(api, ctx, postDevFeedbackReply, async (req) => operatorReply(ctx, req.params.id, req.body));
  }
}
