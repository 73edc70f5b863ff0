// Step-up tickets: a fresh proof (the password, or a code to the member's own mobile) buys a ticket
// (10 minutes, one use) that every change of a way to sign in must carry (binding a third-party
// account, a password without the old one, a new mobile or email), so a stolen session alone cannot
// add a way back in.
import { BusinessError, Codes } from '../codes';
import type { ApiContext } from '../context';
import type { Queryable } from '../db';
import { randomToken, sha256 } from '../crypto';

const TICKET_TTL_MS = 10 * 60_000;

export async function issueStepUpTicket(ctx: ApiContext, memberId: number): Promise<string> {
  const ticket = randomToken();
  await ctx.db.sql
    .insertInto('step_up_tickets')
    .values({ token_hash: sha256(ticket), member_id: memberId, expires_at: ctx.now() + TICKET_TTL_MS })
    .execute();
  return ticket;
}

const live = (q: Queryable, ctx: ApiContext, memberId: number, ticket: string) =>
  q.sql
    .selectFrom('step_up_tickets')
    .select('token_hash')
    .where('token_hash', '=', sha256(ticket))
    .where('member_id', '=', memberId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', ctx.now());

/** 1016 unless `ticket` is the member's, unused and unexpired (for the steps before the change). */
export async function assertStepUpTicket(ctx: ApiContext, memberId: number, ticket: string): Promise<void> {
  if (!(await live(ctx.db, ctx, memberId, ticket).executeTakeFirst())) throw stepUpRequired();
}

/** Inside the change's transaction: uses the ticket once (1016 when another request used it first). */
export async function useStepUpTicket(q: Queryable, ctx: ApiContext, memberId: number, ticket: string): Promise<void> {
  const used = await q.sql
    .updateTable('step_up_tickets')
    .set({ used_at: ctx.now() })
    .where('token_hash', '=', sha256(ticket))
    .where('member_id', '=', memberId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', ctx.now())
    .returning('token_hash')
    .executeTakeFirst();
  if (!used) throw stepUpRequired();
}

export const stepUpRequired = () => new BusinessError(Codes.STEP_UP_REQUIRED, '身份验证已失效，请重新验证');
