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
import { ApiError, Codes } from '../../codes';
import type { Ctx } from '../../context';
import { route } from '../../http/route';
import { paging } from '../../lib/paging';
import {
  confirmFeedback,
  createFeedback,
  memberFeedback,
  memberReply,
  operatorFeedbacks,
  operatorReply,
  summaryOf,
} from '../../account/feedback';
import { authenticate } from '../../auth/authenticate';

export function registerFeedbackRoutes(api: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;

  route(api, getFeedbacks, async (req) => {
    const memberId = await authenticate(ctx, req);
    const { page, size, offset } = paging(req.query);
    const mine = db.sql.selectFrom('feedback').where('member_id', '=', memberId);
    const rows = await mine.selectAll().orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(size).offset(offset).execute();
    const { n } = await mine.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return { list: rows.map(summaryOf), total: Number(n), page, size };
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
    const { categoryId } = req.query;
    const category = await db.sql.selectFrom('help_categories').select(['id', 'name']).where('id', '=', categoryId).executeTakeFirst();
    if (!category) throw new ApiError(Codes.NOT_FOUND, '分类不存在');
    const children = await db.sql
      .selectFrom('help_categories')
      .select(['id', 'name'])
      .where('parent_id', '=', categoryId)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return { ...category, children };
  });

  route(api, getQuestions, async (req) => {
    await authenticate(ctx, req);
    const rows = await db.sql
      .selectFrom('help_questions')
      .select(['id', 'category_id', 'title', 'content'])
      .where('category_id', '=', req.query.categoryId)
      .orderBy('sort')
      .orderBy('id')
      .execute();
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
