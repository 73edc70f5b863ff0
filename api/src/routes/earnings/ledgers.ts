import type { FastifyInstance } from 'fastify';
import { getCredit, getCredits, getGoldRecords, getQualities, getQuality } from '@survey/contract';
import { route } from '../../http/route';
import type { ApiContext } from '../../context';
import { paging } from '../../lib/paging';
import { authMember, authenticate } from '../../auth/authenticate';
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

  route(api, getGoldRecords, async (req) => {
    const m = await authMember(ctx, req);
    return { balance: m.gold, ...(await history('gold_records', m.id, req.query, m.gold_rows)) };
  });

  route(api, getCredits, async (req) => history('credit_records', await authenticate(ctx, req), req.query));

  route(api, getQualities, async (req) => history('quality_records', await authenticate(ctx, req), req.query));

  route(api, getCredit, async (req) => creditOverview((await authMember(ctx, req)).credit));

  route(api, getQuality, async (req) => qualityOverview((await authMember(ctx, req)).quality));
}
