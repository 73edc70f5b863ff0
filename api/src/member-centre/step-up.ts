// Changing mobile: the old mobile's code buys a ticket (10 minutes, one use) that the new mobile's
// code and the change itself must carry, so a stolen session alone cannot move the account.
import { ApiError, Codes } from '../codes';
import type { Ctx } from '../context';
import type { Queryable } from '../db';
import { randomToken, sha256 } from '../crypto';

const TICKET_TTL_MS = 10 * 60_000;

export async function issueMobileTicket(ctx: Ctx, memberId: number): Promise<string> {
  const ticket = randomToken();
  await ctx.db.sql
    .insertInto('mobile_change_tickets')
    .values({ token_hash: sha256(ticket), member_id: memberId, expires_at: ctx.now() + TICKET_TTL_MS })
    .execute();
  return ticket;
}

const live = (q: Queryable, ctx: Ctx, memberId: number, ticket: string) =>
  q.sql
    .selectFrom('mobile_change_tickets')
    .select('token_hash')
    .where('token_hash', '=', sha256(ticket))
    .where('member_id', '=', memberId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', ctx.now());

/** 1002 unless `ticket` is the member's, unused and unexpired. */
export async function assertMobileTicket(ctx: Ctx, memberId: number, ticket: string): Promise<void> {
  if (!(await live(ctx.db, ctx, memberId, ticket).executeTakeFirst())) throw ticketInvalid();
}

/** Inside the change's transaction: uses the ticket once (1002 when another request used it first). */
export async function useMobileTicket(q: Queryable, ctx: Ctx, memberId: number, ticket: string): Promise<void> {
  const used = await q.sql
    .updateTable('mobile_change_tickets')
    .set({ used_at: ctx.now() })
    .where('token_hash', '=', sha256(ticket))
    .where('member_id', '=', memberId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', ctx.now())
    .returning('token_hash')
    .executeTakeFirst();
  if (!used) throw ticketInvalid();
}

const ticketInvalid = () => new ApiError(Codes.SMS_CODE_INVALID, '原手机号验证已失效，请重新验证');
