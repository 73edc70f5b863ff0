// The member's exchange orders (兑换记录): a page of them, and one of them.
import type { Queryable } from '../db';
import { LIVE_STATES } from './order-view';

/** A page of the member's orders in a state (or all), newest first, with their total. */
export async function listOrders(q: Queryable, memberId: number, state: number | undefined, size: number, offset: number) {
  const mine = q.sql
    .selectFrom('exchange_orders')
    .where('member_id', '=', memberId)
    .$if(state !== undefined, (qb) => qb.where('state', '=', state!));
  const rows = await mine.selectAll().orderBy('id', 'desc').limit(size).offset(offset).execute();
  const { n } = await mine.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { rows, total: n };
}

export async function memberOrder(q: Queryable, memberId: number, id: number) {
  return q.sql.selectFrom('exchange_orders').selectAll().where('id', '=', id).where('member_id', '=', memberId).executeTakeFirst();
}

/** How many live orders (not revoked, rejected or failed) the member holds of a benefit. */
export async function liveOrderCount(q: Queryable, memberId: number, benefitId: number): Promise<number> {
  const { n } = await q.sql
    .selectFrom('exchange_orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .where('benefit_id', '=', benefitId)
    .where('state', 'in', LIVE_STATES)
    .executeTakeFirstOrThrow();
  return n;
}
