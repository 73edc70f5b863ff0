// Members, gold and products for the exchange tests, made straight in the database (many members at
// once would be slow through registration) with the API's own functions, so the ledger stays whole.
import { randomBytes } from 'node:crypto';
import { issueSession } from '../src/auth/sessions';
import type { ApiContext } from '../src/context';
import { addGold } from '../src/earnings/gold';
import type { Harness } from './helpers';

let seq = 0;

/** The parts of the API context these helpers use: the database, the clock and the token lifetimes. */
const ctxOf = (h: Harness) =>
  ({ db: h.db, now: h.clock.now, tokenTtlSeconds: 7200, refreshTtlSeconds: 86_400 }) as Partial<ApiContext> as ApiContext;

/** A new member holding `gold` coins (one ledger row), signed in. */
export async function member(h: Harness, gold: number): Promise<{ id: number; token: string }> {
  seq += 1;
  const n = String(seq).padStart(4, '0');
  const tail = `${process.pid % 10000}`.padStart(4, '0') + n.slice(-3);
  const row = await h.db.sql
    .insertInto('members')
    .values({
      mobile: `155${tail}`.slice(0, 11).padEnd(11, '0'),
      nickname: `测试会员${n}`,
      member_code: `T${randomBytes(5).toString('hex')}`,
      invite_code: randomBytes(4).toString('hex'),
      created_at: h.clock.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ctx = ctxOf(h);
  if (gold > 0) await h.db.tx((q) => addGold(q, ctx, row.id, gold, '测试发放'));
  const { token } = await h.db.tx((q) => issueSession(q, ctx, row.id));
  return { id: row.id, token };
}

/** A product on sale; virtual card codes unless told otherwise. */
export async function product(
  h: Harness,
  fields: { price: number; stock: number; type?: number; virtual_kind?: string; per_member_limit?: number; name?: string },
): Promise<number> {
  seq += 1;
  const row = await h.db.sql
    .insertInto('benefits')
    .values({
      name: fields.name ?? `测试商品${seq}`,
      type: fields.type ?? 2,
      price: fields.price,
      market_price_fen: fields.price,
      stock: fields.stock,
      virtual_kind: fields.virtual_kind ?? ((fields.type ?? 2) === 2 ? 'code' : ''),
      per_member_limit: fields.per_member_limit ?? 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const key = () => randomBytes(12).toString('hex');

/** Each member whose ledger does not add up to the balance (empty when every one does). */
export async function ledgerMismatches(h: Harness): Promise<{ id: number; gold: number; sum: number }[]> {
  return h.db.query<{ id: number; gold: number; sum: number }>(
    `SELECT m.id, m.gold, COALESCE(sum(p.change), 0)::int AS sum
       FROM members m LEFT JOIN gold_records p ON p.member_id = m.id
      GROUP BY m.id, m.gold HAVING m.gold <> COALESCE(sum(p.change), 0)`,
  );
}

export const goldOf = async (h: Harness, id: number) =>
  (await h.db.sql.selectFrom('members').select('gold').where('id', '=', id).executeTakeFirstOrThrow()).gold;

export const stockOf = async (h: Harness, id: number) =>
  await h.db.sql.selectFrom('benefits').select(['stock', 'exchanged']).where('id', '=', id).executeTakeFirstOrThrow();

/** Valid ID numbers (checksums computed), distinct per call. */
export function idNumber(birth = '19900307'): string {
  seq += 1;
  const first17 = `310115${birth}${String(seq % 1000).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((acc, d, i) => acc + Number(d) * weights[i], 0);
  return first17 + '10X98765432'[sum % 11];
}
