// A supplier's signed result credits exactly once; forged, replayed, expired and foreign
// results credit nothing; the ledger always sums to the balance. The results here are signed as an outside
// supplier signs them (the demo supplier would report them itself at submit: earn-survey-integrity.test.ts).
import { type Harness, start } from './helpers';
import { COMMUTE, goldOf, ledgerProblems, secretOf as secretIn, sign, startTask, supplierResult } from './earn-helpers';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await start();
  token = (await h.loginDemo()).token;
});
afterAll(async () => {
  await h?.close();
});

const secretOf = (supplier: string) => secretIn(h, supplier);
const ledgerRows = async (ref: string) =>
  (await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM gold_records WHERE ref = $1', [ref]))[0].n;

test('20 parallel deliveries of one valid result credit exactly once; the rest are replays', async () => {
  const before = await goldOf(h, token);
  const body = await supplierResult(h, await startTask(h, token, COMMUTE.id, COMMUTE.channel), 1);

  const answers = await Promise.all(Array.from({ length: 20 }, () => h.post('/api/v1/tasks/callback', body)));
  const statuses = answers.map((a) => a.data.status).sort();
  expect(statuses.filter((s) => s === 'credited')).toHaveLength(1);
  expect(statuses.filter((s) => s === 'replayed')).toHaveLength(19);
  // Every answer points at the one recorded result.
  expect(new Set(answers.map((a) => a.data.ref)).size).toBe(1);

  expect(await goldOf(h, token)).toBe(before + 20);
  expect(await ledgerRows(`task:${COMMUTE.id}`)).toBe(1);
  const result = await h.get(`/api/v1/tasks/result?ref=${answers[0].data.ref}`);
  expect(result.data).toMatchObject({ status: 'credited', state: 1, taskId: COMMUTE.id, gold: 20, credit: 1, quality: 1 });
  const joins = await h.db.query<{ state: number; gold: number }>(
    'SELECT state, gold FROM task_joins WHERE member_id = 1 AND task_id = $1',
    [COMMUTE.id],
  );
  expect(joins).toEqual([{ state: 1, gold: 20 }]);
  expect(await ledgerProblems(h)).toEqual([]);
});

test('a replay later, a second result with a new nonce, a forged and a tampered result credit nothing', async () => {
  const body = await supplierResult(h, await startTask(h, token, 8, 'survey'), 1);
  const first = await h.post('/api/v1/tasks/callback', body);
  expect(first.data).toMatchObject({ status: 'credited' });
  const after = await goldOf(h, token);

  const replay = await h.post('/api/v1/tasks/callback', body);
  expect(replay.data).toMatchObject({ status: 'replayed', message: '该答题结果已经提交过，奖励只发放一次', ref: first.data.ref });

  // The supplier sends another, validly signed result for the same member and task: recorded once already.
  const second = { ...body, nonce: 'c2Vjb25kLXJlc3VsdC0wMDAx' };
  const again = await h.post('/api/v1/tasks/callback', { ...second, sig: sign(await secretOf('inhouse'), second) });
  expect(again.data).toMatchObject({ status: 'already', message: expect.stringContaining('此前已记录') });

  // A signature made with another secret, and a genuine signature over other values.
  const forged = { ...body, nonce: 'Zm9yZ2VkLW5vbmNlLTEyMzQ1' };
  expect((await h.post('/api/v1/tasks/callback', { ...forged, sig: sign('not-the-secret', forged) })).data).toMatchObject({
    status: 'forged',
    ref: null,
  });
  const tampered = { ...body, state: 2, nonce: 'dGFtcGVyZWQtbm9uY2UtMTIz' };
  expect((await h.post('/api/v1/tasks/callback', tampered)).data).toMatchObject({
    status: 'forged',
    message: expect.stringContaining('签名无效'),
  });
  expect(await goldOf(h, token)).toBe(after);
  expect(await ledgerRows('task:8')).toBe(1);
  expect(await ledgerProblems(h)).toEqual([]);
});

test('an expired result, a result from the future and a foreign one credit nothing and say why', async () => {
  const before = await goldOf(h, token);
  const secret = await secretOf('inhouse');
  const base = {
    sp: 'inhouse',
    mid: 'M2026001',
    tid: 'Gu8yVs',
    state: 1,
    nonce: 'ZXhwaXJlZC1ub25jZS0wMDAx',
    ts: h.clock.now() - 31 * 60_000,
  };
  const expired = await h.post('/api/v1/tasks/callback', { ...base, sig: sign(secret, base) });
  expect(expired.data).toMatchObject({ status: 'expired', message: expect.stringContaining('已过期') });

  const future = { ...base, nonce: 'ZnV0dXJlLW5vbmNlLTAwMDAx', ts: h.clock.now() + 10 * 60_000 };
  expect((await h.post('/api/v1/tasks/callback', { ...future, sig: sign(secret, future) })).data.status).toBe('expired');

  // Correctly signed, but the member never started this task (no hand-off).
  const foreign = { ...base, nonce: 'Zm9yZWlnbi1ub25jZS0wMDAx', ts: h.clock.now() };
  const answerForeign = await h.post('/api/v1/tasks/callback', { ...foreign, sig: sign(secret, foreign) });
  expect(answerForeign.data).toMatchObject({ status: 'foreign', ref: null, message: expect.stringContaining('不是你在本平台开始的任务') });

  // Signed by another supplier for a task that supplier does not run.
  const cloud = { ...foreign, sp: 'cloud', nonce: 'Y2xvdWQtbm9uY2UtMDAwMDAx' };
  expect((await h.post('/api/v1/tasks/callback', { ...cloud, sig: sign(await secretOf('cloud'), cloud) })).data.status).toBe('foreign');

  expect(await goldOf(h, token)).toBe(before);
  expect(await h.count('task_callbacks')).toBeGreaterThan(0);
  expect(await ledgerProblems(h)).toEqual([]);
});

test('malformed results are refused with the field named, never a 5xx', async () => {
  const bad = await h.post('/api/v1/tasks/callback', {
    sp: 'inhouse',
    mid: 'M2026001',
    tid: 'Ra1wKh',
    state: 9,
    nonce: 'x',
    ts: 1,
    sig: 'zz',
  });
  expect(bad).toMatchObject({ status: 200, code: 1001 });
  expect(bad.message).toMatch(/答题结果|随机数|签名/);
});
