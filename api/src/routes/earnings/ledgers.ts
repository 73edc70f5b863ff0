import type { FastifyInstance } from 'fastify';
import { getCredit, getCredits, getGoldRecords, getQualities, getQuality } from '@survey/contract';
import { route } from '../../http/route';
import type { ApiContext } from '../../context';
import { paging } from '../../lib/paging';
import { creditOverview, qualityOverview } from '../../earnings/overviews';
import { type Ledger, ledgerPage } from '../../earnings/records';

/** The member's gold, credit and quality: balances and their histories, newest first. */
export function registerLedgerRoutes(api: FastifyInstance, ctx: ApiContext): void {
  const { db } = ctx;

  const history = async (ledger: Ledger, memberId: number, query: { page?: number; size?: number; cursor?: number }, known?: number) => {
    const { page, size, offset } = paging(query);
    const { rows, total: n } = await ledgerPage(db, ledger, memberId, size, { offset, before: query.cursor }, known);
    const list = rows.map((r) => ({ id: r.id, change: r.change, reason: r.reason, balance: r.balance, createdAt: r.created_at }));
    // A full page may have more behind it: its last id is where the next one starts.
    return { list, total: n, page, size, ...(list.length === size ? { cursor: list[list.length - 1].id } : {}) };
  };

  route(api, ctx, getGoldRecords, async (req, me) => {
    const m = await me.member();
    return { balance: m.gold, ...(await history('gold_records', m.id, req.query, m.gold_rows)) };
  });

  route(api, ctx, getCredits, async (req, me) => history('credit_records', me.id, req.query));

  route(api, ctx, getQualities, async (req, me) => history('quality_records', me.id, req.query));

  route(api, ctx, getCredit, async (req, me) => creditOverview((await me.member()).credit));

  route(api, ctx, getQuality, async (req, me) => qualityOverview((await me.member()).quality));
}
