// Help and feedback: a member's question, the conversation with support, and its states
// (0 待受理 1 待处理 2 处理中 3 待反馈 4 待确认 5 已确认). Support answers through the operator
// command (cli/feedback.ts); the member confirms a resolution (4 → 5) or adds to it (back to 1).
import type { Feedback, FeedbackSummary, OperatorFeedback } from '@survey/contract';
import type { Selectable } from 'kysely';
import { BusinessError, Codes, invalid } from '../codes';
import type { ApiContext } from '../context';
import type { Queryable } from '../db';
import type { FeedbackTable } from '../db/schema';
import { maskMobile } from '../lib/mobile';

type FeedbackRow = Selectable<FeedbackTable>;

const STATE = { toAccept: 0, toHandle: 1, awaitingConfirmation: 4, confirmed: 5 } as const;

const images = (row: FeedbackRow): string[] => JSON.parse(row.images) as string[];

export const summaryOf = (row: FeedbackRow): FeedbackSummary => ({
  id: row.id,
  category: row.category,
  excerpt: [...row.content].slice(0, 60).join(''),
  state: row.state,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

async function feedbackOut(q: Queryable, row: FeedbackRow): Promise<Feedback> {
  const replies = await q.sql
    .selectFrom('feedback_replies')
    .select(['id', 'author', 'content', 'created_at'])
    .where('feedback_id', '=', row.id)
    .orderBy('id')
    .execute();
  return {
    id: row.id,
    category: row.category,
    content: row.content,
    images: images(row),
    state: row.state,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    replies: replies.map((r) => ({ id: r.id, author: r.author, content: r.content, createdAt: r.created_at })),
  };
}

const notFound = () => new BusinessError(Codes.NOT_FOUND, '反馈不存在');

/** The member's own item, locked for the change about to be made; 404 for anyone else's. */
async function ownRow(q: Queryable, memberId: number, id: number): Promise<FeedbackRow> {
  const row = await q.sql
    .selectFrom('feedback')
    .selectAll()
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** A page of the member's questions, the latest active first, with their total. */
export async function listFeedbacks(q: Queryable, memberId: number, size: number, offset: number) {
  const mine = q.sql.selectFrom('feedback').where('member_id', '=', memberId);
  const rows = await mine.selectAll().orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(size).offset(offset).execute();
  const { n } = await mine.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { rows, total: Number(n) };
}

export async function createFeedback(
  ctx: ApiContext,
  memberId: number,
  input: { category: string; content: string; images: string[] },
): Promise<number> {
  const keys = [...new Set(input.images)];
  if (keys.some((k) => !k.startsWith(`feedback/${memberId}/`))) throw invalid('图片无效，请重新上传');
  if (keys.length) {
    const found = await ctx.db.sql
      .selectFrom('oss_objects')
      .select(['key', 'content_type'])
      .where('key', 'in', keys)
      .where('owner_id', '=', memberId)
      .execute();
    if (found.length !== keys.length || found.some((o) => !o.content_type.startsWith('image/'))) throw invalid('图片无效，请重新上传');
  }
  const content = input.content.trim();
  if ([...content].length < 5) throw invalid('问题描述至少 5 个字');
  const now = ctx.now();
  const { id } = await ctx.db.sql
    .insertInto('feedback')
    .values({ member_id: memberId, category: input.category, content, images: JSON.stringify(keys), created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function memberFeedback(ctx: ApiContext, memberId: number, id: number): Promise<Feedback> {
  const row = await ctx.db.sql.selectFrom('feedback').selectAll().where('id', '=', id).where('member_id', '=', memberId).executeTakeFirst();
  if (!row) throw notFound();
  return feedbackOut(ctx.db, row);
}

/** The member adds to the conversation: the item goes back to support (待处理). */
export async function memberReply(ctx: ApiContext, memberId: number, id: number, content: string): Promise<Feedback> {
  const text = content.trim();
  if (!text) throw invalid('回复内容不能为空');
  return ctx.db.tx(async (q) => {
    const row = await ownRow(q, memberId, id);
    if (row.state === STATE.confirmed) throw invalid('该问题已确认解决，如有新问题请重新提交');
    const now = ctx.now();
    await q.sql.insertInto('feedback_replies').values({ feedback_id: id, author: 'member', content: text, created_at: now }).execute();
    const next = row.state === STATE.toAccept ? STATE.toAccept : STATE.toHandle;
    const updated = await q.sql
      .updateTable('feedback')
      .set({ state: next, updated_at: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return feedbackOut(q, updated);
  });
}

/** 4 → 5; a second confirmation answers the confirmed item; any other state is refused. */
export async function confirmFeedback(ctx: ApiContext, memberId: number, id: number): Promise<Feedback> {
  return ctx.db.tx(async (q) => {
    const row = await ownRow(q, memberId, id);
    if (row.state === STATE.confirmed) return feedbackOut(q, row);
    if (row.state !== STATE.awaitingConfirmation) throw invalid('客服答复后才能确认解决');
    const updated = await q.sql
      .updateTable('feedback')
      .set({ state: STATE.confirmed, updated_at: ctx.now() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return feedbackOut(q, updated);
  });
}

async function operatorOut(q: Queryable, row: FeedbackRow): Promise<OperatorFeedback> {
  const member = await q.sql.selectFrom('members').select('mobile').where('id', '=', row.member_id).executeTakeFirstOrThrow();
  return { ...(await feedbackOut(q, row)), memberMobile: maskMobile(member.mobile) };
}

export async function operatorFeedbacks(ctx: Pick<ApiContext, 'db'>, state: number | undefined, size: number, offset: number) {
  const all = ctx.db.sql.selectFrom('feedback').$if(state !== undefined, (qb) => qb.where('state', '=', state!));
  const rows = await all.selectAll().orderBy('id', 'desc').limit(size).offset(offset).execute();
  const { n } = await all.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { list: await Promise.all(rows.map((r) => operatorOut(ctx.db, r))), total: Number(n) };
}

/** Support answers (optional text) and moves the item to `state` (default 4 待确认); confirmed items are closed. */
export async function operatorReply(
  ctx: Pick<ApiContext, 'db' | 'now'>,
  id: number,
  body: { content?: string; state?: number },
): Promise<OperatorFeedback> {
  const text = body.content?.trim() ?? '';
  return ctx.db.tx(async (q) => {
    const row = await q.sql.selectFrom('feedback').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) throw notFound();
    if (row.state === STATE.confirmed) throw invalid('会员已确认解决，不能再回复');
    const now = ctx.now();
    if (text)
      await q.sql.insertInto('feedback_replies').values({ feedback_id: id, author: 'support', content: text, created_at: now }).execute();
    const updated = await q.sql
      .updateTable('feedback')
      .set({ state: body.state ?? STATE.awaitingConfirmation, updated_at: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return operatorOut(q, updated);
  });
}
