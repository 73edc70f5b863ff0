// The member's most used calls on a database of 20,000 seeded members (seed-scale), PostgreSQL only:
// no statement they run reads a big table by a sequential scan (EXPLAIN of each, with its own
// parameters, so the planner sees the real values), and the read calls write nothing.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { cstDay } from '../src/account/checkin';
import { SCALE_PASSWORD, ScaleRefusal, seedScale } from '../src/demo/scale/seed-scale';
import { scaleMobile } from '../src/demo/scale/seed-members';
import { type Harness, start } from './helpers';
import { type Statement, seqScansOfBigTables, writes } from './plan-helpers';
import { sequencesBehind } from './sequence-helpers';

const databaseUrl = process.env.DATABASE_URL;
const MEMBERS = 20_000;

(databaseUrl ? describe : describe.skip)('member read paths at scale (PostgreSQL)', () => {
  const schema = `t_scale_${randomBytes(5).toString('hex')}`;
  const caught: Statement[] = [];
  let h: Harness;
  let explain: pg.Client;
  /** The most active member (the deepest ledger) and one of the median. */
  const tokens: Record<'busy' | 'median', string> = { busy: '', median: '' };

  beforeAll(async () => {
    h = await start({ demo: false, schema, onQuery: (sql, parameters) => caught.push({ sql, parameters }) });
    await seedScale({ databaseUrl: databaseUrl!, schema, members: MEMBERS, now: h.clock.now() });
    explain = new pg.Client({ connectionString: databaseUrl, options: `-c search_path=${schema}` });
    await explain.connect();
    const [busy] = await h.db.query<{ id: number }>(
      'SELECT member_id AS id FROM gold_records GROUP BY member_id ORDER BY count(*) DESC LIMIT 1',
    );
    const [median] = await h.db.query<{ id: number }>(
      `SELECT member_id AS id FROM gold_records GROUP BY member_id HAVING count(*) = 10 ORDER BY member_id LIMIT 1`,
    );
    for (const [who, id] of [
      ['busy', busy.id],
      ['median', median.id],
    ] as const) {
      const r = await h.post('/api/auth/password/login', { mobile: h.enc(scaleMobile(id)), password: SCALE_PASSWORD });
      expect(r.code).toBe(200);
      tokens[who] = r.data.token;
    }
  }, 120_000);

  afterAll(async () => {
    await explain?.end();
    await h?.close();
    const c = new pg.Client({ connectionString: databaseUrl });
    await c.connect();
    await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await c.end();
  });

  /** Runs one call as the member and answers its envelope and the statements it ran. */
  async function run(who: 'busy' | 'median', method: 'GET' | 'POST', url: string, payload?: unknown) {
    caught.length = 0;
    const r = await h.call(method, `/api${url}`, { token: tokens[who], payload });
    return { r, statements: caught.splice(0) };
  }

  const READS: [string, (who: 'busy' | 'median') => Promise<string>][] = [
    ['account', async () => '/v1/users/account'],
    ['home check', async () => '/v1/home/check'],
    ['task list', async () => '/v1/tasks?page=1&size=10'],
    ['task detail', async (who) => `/v1/tasks/${(await run(who, 'GET', '/v1/tasks?page=1&size=1')).r.data.list[0].id}`],
    ['my tasks', async () => '/v1/tasks/mine?page=1&size=10'],
    ['ledger, first page', async () => '/v1/points?page=1&size=20'],
    [
      'ledger, a deep page by key',
      async (who) => `/v1/points?size=20&cursor=${(await run(who, 'GET', '/v1/points?page=200&size=20')).r.data.list[0]?.id ?? 2}`,
    ],
    ['exchange list', async () => '/v3/benefits?page=1&size=12'],
    ['exchange detail', async () => `/v3/benefits/${(await run('median', 'GET', '/v3/benefits?page=1&size=1')).r.data.list[0].id}`],
    ['my orders', async () => '/v1/exchange/orders?page=1&size=10'],
    ['messages', async () => '/v1/messages?page=1&size=10'],
    ['new-message flag', async () => '/v1/messages/new'],
  ];

  for (const who of ['busy', 'median'] as const) {
    it.each(READS)(`%s (${who} member): answers, writes nothing, reads the big tables through indexes`, async (_name, url) => {
      const { r, statements } = await run(who, 'GET', await url(who));
      expect(r.code).toBe(200);
      expect(statements.length).toBeGreaterThan(0);
      expect(writes(statements).map((s) => s.sql)).toEqual([]);
      expect(await seqScansOfBigTables(explain, statements)).toEqual([]);
    });
  }

  it('a deep ledger page by key is the same rows as by page number, and says where the next starts', async () => {
    const byPage = (await run('busy', 'GET', '/v1/points?page=3&size=20')).r.data;
    const before = (await run('busy', 'GET', '/v1/points?page=2&size=20')).r.data;
    const byKey = (await run('busy', 'GET', `/v1/points?size=20&cursor=${before.cursor}`)).r.data;
    expect(byKey.list).toEqual(byPage.list);
    expect(byKey.total).toBe(byPage.total);
    expect(byKey.cursor).toBe(byPage.list[19].id);
  });

  it('the task list pages through the open tasks first, then the others, each by id', async () => {
    const now = h.clock.now();
    const expected = await h.db.query<{ id: number }>(
      'SELECT id FROM tasks ORDER BY (status = 0 AND end_at > $1 AND completed < quota) DESC, id',
      [now],
    );
    const seen: number[] = [];
    for (let page = 1; seen.length < expected.length; page++) {
      const { data } = (await run('busy', 'GET', `/v1/tasks?page=${page}&size=7`)).r;
      expect(data.total).toBe(expected.length);
      seen.push(...data.list.map((t: { id: number }) => t.id));
      if (!data.list.length) break;
    }
    expect(seen).toEqual(expected.map((t) => t.id));
  });

  it('seed-scale leaves every serial or identity key’s sequence past the rows it wrote', async () => {
    expect(await sequencesBehind(h)).toEqual([]);
  });

  it('seed-scale refuses a database that already has members', async () => {
    const again = seedScale({ databaseUrl: databaseUrl!, schema, members: 100, now: h.clock.now() });
    await expect(again).rejects.toThrow(ScaleRefusal);
    await expect(again).rejects.toThrow(
      `the database already has ${MEMBERS} members; seed-scale fills an empty one (--force empties it first)`,
    );
  });

  it('the check sees a sequential scan when a statement has no index to use', async () => {
    const unindexed = [{ sql: 'SELECT id FROM gold_records WHERE reason = $1', parameters: ['参与活动奖励'] }];
    expect(await seqScansOfBigTables(explain, unindexed)).toEqual([`gold_records: ${unindexed[0].sql}`]);
  });

  it('a check-in and a redeem write through indexes too (no sequential scan of a big table)', async () => {
    // A member who has not checked in today yet.
    const [fresh] = await h.db.query<{ id: number }>(
      `SELECT m.id FROM members m WHERE NOT EXISTS (SELECT 1 FROM checkins c WHERE c.member_id = m.id AND c.day = $1) ORDER BY m.id LIMIT 1`,
      [cstDay(h.clock.now())],
    );
    const login = await h.post('/api/auth/password/login', { mobile: h.enc(scaleMobile(fresh.id)), password: SCALE_PASSWORD });
    tokens.median = login.data.token;
    const checkin = await run('median', 'POST', '/v1/users/checkin');
    expect(checkin.r.code).toBe(200);
    expect(writes(checkin.statements).length).toBeGreaterThan(0);
    expect(await seqScansOfBigTables(explain, checkin.statements)).toEqual([]);

    // A card from the voucher zone, redeemed by a member with the gold for it and none of it yet (the per-member limit).
    const [card] = await h.db.query<{ id: number; name: string; price: number }>(
      `SELECT id, name, price FROM benefits WHERE on_sale AND type = 2 AND virtual_kind <> 'topup' AND stock > 0 ORDER BY price LIMIT 1`,
    );
    const [buyer] = await h.db.query<{ id: number }>(
      `SELECT m.id FROM members m WHERE m.gold >= $1
         AND NOT EXISTS (SELECT 1 FROM exchange_orders o WHERE o.member_id = m.id AND o.benefit_id = $2) ORDER BY m.id LIMIT 1`,
      [card.price, card.id],
    );
    const signIn = await h.post('/api/auth/password/login', { mobile: h.enc(scaleMobile(buyer.id)), password: SCALE_PASSWORD });
    tokens.busy = signIn.data.token;
    const redeem = await run('busy', 'POST', '/v1/exchange/orders', { benefitId: card.id, key: `scale-${Date.now()}`, price: card.price });
    expect(redeem.r.code).toBe(200);
    expect(redeem.r.data.order.name).toBe(card.name);
    expect(await seqScansOfBigTables(explain, redeem.statements)).toEqual([]);
  });

  it('the seed keeps the invariants: balances and row counts are their ledgers, stock counts are the orders, every key holds', async () => {
    const [gold] = await h.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM members m
       WHERE m.gold <> COALESCE((SELECT sum(change) FROM gold_records g WHERE g.member_id = m.id), 0)`,
    );
    expect(gold.n).toBe(0);
    // The row count the ledger pages answer as their total, kept through the check-in and redeem above.
    const [rows] = await h.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM members m WHERE m.gold_rows <> (SELECT count(*) FROM gold_records g WHERE g.member_id = m.id)`,
    );
    expect(rows.n).toBe(0);
    const [running] = await h.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (
         SELECT balance, sum(change) OVER (PARTITION BY member_id ORDER BY id) AS s FROM gold_records) x
       WHERE x.balance <> x.s OR x.balance < 0`,
    );
    expect(running.n).toBe(0);
    const [stock] = await h.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM benefits b
       WHERE b.on_sale AND b.exchanged <> (SELECT count(*) FROM exchange_orders o WHERE o.benefit_id = b.id AND o.state IN (0, 1, 2))`,
    );
    expect(stock.n).toBe(0);
    const [{ members, ledger, joins, orders, responses }] = await h.db.query<Record<string, number>>(
      `SELECT (SELECT count(*) FROM members)::int AS members, (SELECT count(*) FROM gold_records)::int AS ledger,
              (SELECT count(*) FROM task_joins)::int AS joins, (SELECT count(*) FROM exchange_orders)::int AS orders,
              (SELECT count(*) FROM group_responses)::int AS responses`,
    );
    expect(members).toBe(MEMBERS);
    // The volumes per member (20 ledger rows, 5 joins, 1 order, 1 response), give or take the skew.
    expect(ledger / MEMBERS).toBeGreaterThan(18);
    expect(joins / MEMBERS).toBeGreaterThan(3.5);
    expect(orders / MEMBERS).toBeGreaterThan(0.7);
    expect(responses / MEMBERS).toBeGreaterThan(0.8);
  });
});
