// Security and money, item 1: a survey result does not depend on the member's browser. The supplier reports
// it server to server as well as by the signed redirect (one result settles once, whichever comes first), a
// join is one attempt from its first hand-off, and a result arriving after the hand-off expired still counts.
import { type Harness, start } from './helpers';
import { HANDOFF_TTL_MS } from '../src/tasks/handoff';
import {
  COMMUTE,
  COMMUTE_SCREENED,
  answer,
  callbackBody,
  goldOf,
  ledgerProblems,
  secretOf,
  sign,
  startTask,
  supplierResult,
} from './earn-helpers';

let h: Harness;
beforeAll(async () => {
  h = await start();
});
afterAll(async () => {
  await h?.close();
});

const MEMBER = '13800138000';
const OTHER = '13900139000';
const NEWCOMER = '13700137000';

const report = (body: object) => h.post('/api/v1/tasks/report', body);
const deliver = (body: object) => h.post('/api/v1/tasks/callback', body);
const startAgain = (token: string, taskId: number, channel: string) => h.post('/api/v1/tasks/start', { taskId, channel }, token);
const joinOf = async (mobile: string, taskId: number) =>
  (
    await h.db.query<{ state: number; gold: number }>(
      'SELECT j.state, j.gold FROM task_joins j JOIN members m ON m.id = j.member_id WHERE m.mobile = $1 AND j.task_id = $2',
      [mobile, taskId],
    )
  )[0];
const goldRows = async (mobile: string, taskId: number) =>
  (
    await h.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM gold_records p JOIN members m ON m.id = p.member_id WHERE m.mobile = $1 AND p.ref = $2',
      [mobile, `task:${taskId}`],
    )
  )[0].n;
const taskGold = async (taskId: number) => (await h.db.query<{ gold: number }>('SELECT gold FROM tasks WHERE id = $1', [taskId]))[0].gold;

test('the attack: screened out, the redirect not followed, starting again is refused and nothing is credited', async () => {
  const { token } = await h.loginDemo(MEMBER);
  const gold = await goldOf(h, token);
  const screened = await answer(h, token, COMMUTE.id, COMMUTE.channel, COMMUTE_SCREENED);
  expect(screened.state).toBe(2);
  // The member never follows screened.redirect: the supplier has reported the result itself.
  expect(await joinOf(MEMBER, COMMUTE.id)).toMatchObject({ state: 2 });
  expect(await startAgain(token, COMMUTE.id, COMMUTE.channel)).toMatchObject({ code: 1203, message: '你已参加过该任务' });
  expect(await goldOf(h, token)).toBe(gold);
  expect(await goldRows(MEMBER, COMMUTE.id)).toBe(0);
  expect(await ledgerProblems(h)).toEqual([]);
});

test('the too-short penalty cannot be dodged by starting again', async () => {
  const { token } = await h.loginDemo(MEMBER);
  const quality = (await h.get('/api/v1/users/quality', token)).data.quality;
  const short = await answer(
    h,
    token,
    11,
    'cloud-agent',
    [
      { q: 'q1', options: ['a'] },
      { q: 'q2', options: ['a'] },
    ],
    {},
    1,
  );
  expect(short.state).toBe(4);
  expect(await startAgain(token, 11, 'cloud-agent')).toMatchObject({ code: 1203 });
  expect((await h.get('/api/v1/users/quality', token)).data.quality).toBe(quality - 5);
});

test('a join is one attempt: a second start is refused while its hand-off is open and after it expired', async () => {
  const { token } = await h.loginDemo(OTHER);
  await startTask(h, token, 8, 'survey');
  const again = await startAgain(token, 8, 'survey');
  expect(again).toMatchObject({ code: 1208, message: expect.stringContaining('每个任务只能开始一次') });
  expect((await h.get('/api/v1/tasks/8', token)).data).toMatchObject({
    joinState: 0,
    blocker: { code: 'in-progress', message: again.message },
  });

  h.clock.advance(HANDOFF_TTL_MS + 60_000);
  const { token: later } = await h.loginDemo(OTHER);
  expect(await startAgain(later, 8, 'survey')).toMatchObject({ code: 1203, message: '答题已超时，每个任务只能开始一次' });
  expect(await h.count('task_handoffs WHERE task_id = 8')).toBe(1);
});

test('simultaneous starts of one task hand out exactly one attempt', async () => {
  const { token } = await h.loginDemo(MEMBER);
  const starts = await Promise.all(Array.from({ length: 5 }, () => startAgain(token, 6, 'mp')));
  expect(starts.map((s) => s.code).sort()).toEqual([1208, 1208, 1208, 1208, 200]);
  expect(await h.count('task_handoffs WHERE task_id = 6')).toBe(1);
});

test('a result arriving after the hand-off expired still settles the join, by the supplier or by the browser', async () => {
  const { token } = await h.loginDemo(MEMBER);
  const completed = await startTask(h, token, 12, 'cloud-survey');
  const screened = await startTask(h, token, 7, 'agent');
  h.clock.advance(HANDOFF_TTL_MS + 60_000);
  const { token: later } = await h.loginDemo(MEMBER);
  const gold = await goldOf(h, later);
  expect((await h.get('/api/v1/tasks/12', later)).data).toMatchObject({ joinState: 8 });
  expect(await joinOf(MEMBER, 7)).toMatchObject({ state: 8 });

  expect((await report(await supplierResult(h, completed, 1))).data).toMatchObject({ status: 'credited' });
  expect(await joinOf(MEMBER, 12)).toEqual({ state: 1, gold: await taskGold(12) });
  expect((await deliver(await supplierResult(h, screened, 2))).data).toMatchObject({ status: 'recorded' });
  expect(await joinOf(MEMBER, 7)).toEqual({ state: 2, gold: 0 });
  expect(await goldOf(h, later)).toBe(gold + (await taskGold(12)));

  // A second, different result for the now settled join changes nothing.
  expect((await report(await supplierResult(h, screened, 1))).data).toMatchObject({ status: 'already' });
  expect(await ledgerProblems(h)).toEqual([]);
});

test('server-to-server reports with a bad signature, altered fields or a replayed nonce change nothing', async () => {
  const { token } = await h.loginDemo(OTHER);
  const started = await startTask(h, token, COMMUTE.id, COMMUTE.channel);
  const good = await supplierResult(h, started, 1);
  const snapshot = async () => ({
    gold: await goldOf(h, token),
    join: await joinOf(OTHER, COMMUTE.id),
    results: await h.count('task_callbacks'),
  });
  const before = await snapshot();

  expect((await report({ ...good, sig: sign('not-the-secret', good) })).data).toMatchObject({ status: 'forged', ref: null });
  for (const altered of [
    { state: 2 },
    { mid: 'M2026001' },
    { tid: 'Gu8yVs' },
    { ts: good.ts + 1 },
    { nonce: `${good.nonce}x` },
    { sp: 'cloud' },
  ]) {
    expect((await report({ ...good, ...altered })).data).toMatchObject({ status: 'forged', message: expect.stringContaining('签名无效') });
  }
  expect(await snapshot()).toEqual(before);

  const first = await report(good);
  expect(first).toMatchObject({ code: 200, data: { status: 'credited' } });
  const after = await snapshot();
  expect(after.gold).toBe(before.gold + 20);
  // The same result again, and the supplier reusing the nonce for another, validly signed outcome: no-ops.
  expect((await report(good)).data).toMatchObject({ status: 'replayed', ref: first.data.ref });
  const reused = { ...good, state: 2 };
  expect((await report({ ...reused, sig: sign(await secretOf(h, good.sp), reused) })).data).toMatchObject({ status: 'replayed' });
  expect(await snapshot()).toEqual(after);
  expect(await joinOf(OTHER, COMMUTE.id)).toEqual({ state: 1, gold: 20 });
  expect(await goldRows(OTHER, COMMUTE.id)).toBe(1);
});

test('the supplier report and the redirect both arriving credit once, in either order', async () => {
  const { token } = await h.loginDemo(NEWCOMER);
  const gold = await goldOf(h, token);
  // The demo supplier reports when the member submits, then redirects the browser.
  const done = await answer(h, token, COMMUTE.id, COMMUTE.channel, COMMUTE.answers);
  expect(done.state).toBe(1);
  expect(await goldOf(h, token)).toBe(gold + 20);
  const back = await deliver(callbackBody(done.redirect));
  expect(back).toMatchObject({ code: 200, data: { status: 'replayed', ref: expect.any(String) } });
  expect((await h.get(`/api/v1/tasks/result?ref=${back.data.ref}`)).data).toMatchObject({ status: 'credited', state: 1, gold: 20 });

  // An outside supplier whose report comes after the browser.
  const started = await startTask(h, token, 2, 'welcome');
  const result = await supplierResult(h, started, 1);
  expect((await deliver(result)).data.status).toBe('credited');
  expect((await report(result)).data.status).toBe('replayed');
  expect(await goldOf(h, token)).toBe(gold + 20 + (await taskGold(2)));
  expect([await goldRows(NEWCOMER, COMMUTE.id), await goldRows(NEWCOMER, 2)]).toEqual([1, 1]);
  expect(await ledgerProblems(h)).toEqual([]);
});

test('ten simultaneous deliveries of one result, by the supplier and by the browser, credit once', async () => {
  const { token } = await h.loginDemo(OTHER);
  const gold = await goldOf(h, token);
  const result = await supplierResult(h, await startTask(h, token, 12, 'cloud-survey'), 1);
  const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? report(result) : deliver(result))));
  expect(answers.every((a) => a.code === 200)).toBe(true);
  const statuses = answers.map((a) => a.data.status);
  expect(statuses.filter((s) => s === 'credited')).toHaveLength(1);
  expect(statuses.filter((s) => s === 'replayed')).toHaveLength(9);
  expect(new Set(answers.map((a) => a.data.ref)).size).toBe(1);
  expect(await goldOf(h, token)).toBe(gold + (await taskGold(12)));
  expect(await goldRows(OTHER, 12)).toBe(1);
  expect(await ledgerProblems(h)).toEqual([]);
});
