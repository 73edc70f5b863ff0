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
import { authenticate } from '../../auth/authenticate';
import { helpCategory, helpQuestions } from '../../feedback/help';

export function registerFeedbackRoutes(api: FastifyInstance, ctx: ApiContext): void {
  const { db } = ctx;

  route(api, getFeedbacks, async (req) => {
    const memberId = await authenticate(ctx, req);
    const { page, size, offset } = paging(req.query);
    const { rows, total } = await listFeedbacks(db, memberId, size, offset);
    return { list: rows.map(summaryOf), total, page, size };
  });

  route(api, postFeedback, async (req) => {
    const memberId = await authenticate(ctx, req);
    const id = await createFeedback(ctx, memberId, { ...req.body, images: req.body.images ?? [] });
    return { id };
  });

  route(api, getFeedback, async (req) => memberFeedback(ctx, await authenticate(ctx, req), req.params.id));

  route(api, postFeedbackReply, async (req) => memberReply(ctx, await authenticate(ctx, req), req.params.id, req.body.content));

  route(api, postFeedbackConfirm, async (req) => confirmFeedback(ctx, await authenticate(ctx, req), req.params.id));

  route(api, getCategories, async (req) => {
    await authenticate(ctx, req);
    const category = await helpCategory(db, req.query.categoryId);
    if (!category) throw new BusinessError(Codes.NOT_FOUND, '分类不存在');
    return category;
  });

  route(api, getQuestions, async (req) => {
    await authenticate(ctx, req);
    const rows = await helpQuestions(db, req.query.categoryId);
    return rows.map((r) => ({ id: r.id, categoryId: r.category_id, title: r.title, content: r.content }));
  });

  if (ctx.demo) {
    route(api, getDevFeedbacks, async (req) => {
      const { size, offset } = paging(req.query);
      return operatorFeedbacks(ctx, req.query.state, size, offset);
    });
    route(api, postDevFeedbackReply, async (req) => operatorReply(ctx, req.params.id, req.body));
  }
}
