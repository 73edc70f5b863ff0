// The earning journey through the API: hand-off, the supplier's page and questionnaire,
// outcomes decided by answers, quota and time, the result page, and every refusal.
import { type Harness, start } from './helpers';
import { HANDOFF_TTL_MS } from '../src/tasks/handoff';
import { COMMUTE, COMMUTE_SCREENED, answer, callbackBody, goldOf, ledgerProblems, query, startTask, supplierResult } from './earn-helpers';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await start();
  token = (await h.loginDemo()).token;
});
afterAll(async () => {
  await h?.close();
});

/** The browser's delivery of the result: the demo supplier reported it already, so it settles nothing more. */
const settle = async (redirect: string) => (await h.post('/api/v1/tasks/callback', callbackBody(redirect))).data;

test('a completed questionnaire: the result page shows what was credited; detail, my tasks and ledgers agree', async () => {
  const before = await h.get('/api/v1/users/account', token);
  const detail = await h.get(`/api/v1/tasks/${COMMUTE.id}`, token);
  expect(detail.data).toMatchObject({
    channel: 'survey',
    joinState: null,
    blocker: null,
    credit: 1,
    quality: 1,
    gold: 20,
    supplierName: '站内问卷',
  });

  const done = await answer(h, token, COMMUTE.id, COMMUTE.channel, COMMUTE.answers);
  expect(done.poll).toMatchObject({ title: '每日一问：通勤方式', taskTitle: '每日一问：你的通勤方式', demo: true });
  // The supplier's screening flags never reach the browser.
  expect(JSON.stringify(done.poll)).not.toContain('screen');
  const settled = await settle(done.redirect);
  expect(settled.status).toBe('replayed');

  const result = await h.get(`/api/v1/tasks/result?ref=${settled.ref}`);
  expect(result.data).toMatchObject({ state: 1, gold: 20, credit: 1, quality: 1, taskTitle: '每日一问：你的通勤方式' });
  const after = await h.get('/api/v1/users/account', token);
  expect(after.data).toMatchObject({ gold: before.data.gold + 20, credit: before.data.credit + 1, quality: before.data.quality + 1 });

  const records = await h.get('/api/v1/points?size=1', token);
  expect(records.data.list[0]).toMatchObject({ change: 20, reason: '完成任务「每日一问：你的通勤方式」', balance: after.data.gold });
  expect((await h.get('/api/v1/credits?size=1', token)).data.list[0]).toMatchObject({ change: 1, balance: after.data.credit });
  expect((await h.get('/api/v1/qualities?size=1', token)).data.list[0]).toMatchObject({ change: 1, balance: after.data.quality });

  const mine = await h.get('/api/v1/tasks/mine?filter=completed', token);
  expect(mine.data.list[0]).toMatchObject({ taskId: COMMUTE.id, state: 1, finished: true, gold: 20 });
  const again = await h.get(`/api/v1/tasks/${COMMUTE.id}`, token);
  expect(again.data).toMatchObject({ joinState: 1, earned: { gold: 20, credit: 1, quality: 1 }, blocker: { code: 'finished' } });
  expect((await h.get('/api/v1/tasks/summary', token)).data.today).toEqual({ gold: 20, tasks: 1 });
  expect(await ledgerProblems(h)).toEqual([]);
});

test('outcomes: screened out by an answer, too short, timed out, given up — none credits gold', async () => {
  const gold = await goldOf(h, token);
  const screened = await answer(h, token, 12, 'cloud-survey', [
    { q: 'q1', options: ['c'] },
    { q: 'q2', options: ['a'] },
    { q: 'q3', options: ['a'] },
  ]);
  expect(screened.state).toBe(2);
  expect(screened.redirect).toMatch(/^\/callback\.php\?/);
  expect(await settle(screened.redirect)).toMatchObject({ status: 'replayed' });
  expect((await h.get(`/api/v1/tasks/12`, token)).data).toMatchObject({ joinState: 2 });

  const quality = (await h.get('/api/v1/users/quality', token)).data.quality;
  const tooShort = await answer(
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
  expect(tooShort.state).toBe(4);
  expect(tooShort.redirect).toMatch(/^\/cloud\/agent\/back\?/);
  const r = await settle(tooShort.redirect);
  expect((await h.get(`/api/v1/tasks/result?ref=${r.ref}`)).data).toMatchObject({ state: 4, gold: 0, quality: -5 });
  expect((await h.get('/api/v1/users/quality', token)).data.quality).toBe(quality - 5);

  const late = await answer(
    h,
    token,
    8,
    'survey',
    [
      { q: 'q1', options: ['a'] },
      { q: 'q2', options: ['a'] },
      { q: 'q3', options: ['a'] },
    ],
    {},
    61 * 60,
  );
  expect(late.state).toBe(8);
  const quit = await answer(h, token, 7, 'agent', [], { quit: true });
  expect(quit.state).toBe(0);
  await settle(quit.redirect);
  expect((await h.get('/api/v1/tasks/7', token)).data).toMatchObject({ joinState: 0, blocker: { code: 'finished' } });
  expect(await goldOf(h, token)).toBe(gold);
});

test('the demo switch forces each outcome; production refuses it', async () => {
  const forced = await answer(h, token, 6, 'mp', [], { force: 7 });
  expect(forced.state).toBe(7);
  const prod = await start({ demo: false });
  try {
    expect((await prod.post('/api/v1/polls', { poll: 1, h: 'a'.repeat(32), answers: [], force: 1 })).message).toBe(
      '演示开关仅在演示模式下可用',
    );
  } finally {
    await prod.close();
  }
  // A second server on its own fresh database: two minutes on a loaded machine.
}, 120_000);

test('the welcome task returns to the welcome screen on success and the failure screen otherwise', async () => {
  const member = await h.loginDemo('13900139000');
  const done = await answer(h, member.token, 2, 'welcome', [
    { q: 'q1', options: ['a'] },
    { q: 'q2', options: ['a'] },
    { q: 'q3', options: ['b'] },
  ]);
  expect(done.redirect).toMatch(/^\/task\/welcome\/back\?/);
  expect(await settle(done.redirect)).toMatchObject({ status: 'replayed' });
  expect((await h.get('/api/v1/tasks/2', member.token)).data).toMatchObject({ joinState: 1 });
  // The welcome task starts from /task/go like a questionnaire.
  const host = await h.loginDemo('13700137000');
  const failed = await answer(h, host.token, 2, 'survey', [], { force: 2 });
  expect(failed.redirect).toMatch(/^\/task\/back\/failure\?/);
});

test('the last place of a quota goes to exactly one of two members completing at once', async () => {
  await h.db.query('UPDATE tasks SET completed = quota - 1 WHERE id = 3');
  const other = await h.loginDemo('13900139000');
  const host = await h.loginDemo('13700137000');
  // Both completed while a place was left; the results come in at once, one by the browser, one reported.
  const a = await supplierResult(h, await startTask(h, other.token, 3, 'survey'), 1);
  const b = await supplierResult(h, await startTask(h, host.token, 3, 'survey'), 1);
  const [ra, rb] = (await Promise.all([h.post('/api/v1/tasks/callback', a), h.post('/api/v1/tasks/report', b)])).map((r) => r.data);
  const states = await Promise.all([ra, rb].map(async (r) => (await h.get(`/api/v1/tasks/result?ref=${r.ref}`)).data.state));
  expect(states.sort()).toEqual([1, 3]);
  expect((await h.db.query<{ left: number }>('SELECT quota - completed AS left FROM tasks WHERE id = 3'))[0].left).toBe(0);
  expect(await ledgerProblems(h)).toEqual([]);
});

test('refusals: unknown task, wrong channel, finished, ended, quality, profile — each with a clear message', async () => {
  const startAs = (taskId: number, channel: string) => h.post('/api/v1/tasks/start', { taskId, channel }, token);
  expect(await startAs(999, 'survey')).toMatchObject({ code: 404, message: '任务不存在' });
  // Another channel's screen is refused.
  expect(await startAs(12, 'survey')).toMatchObject({ code: 1206, message: '参与方式与任务不符，请从任务详情页重新进入' });
  expect(await startAs(3, 'survey')).toMatchObject({ code: 1203, message: '你已参加过该任务' });
  expect(await startAs(1, 'group')).toMatchObject({ code: 1201, message: '任务尚未开始' });
  expect(await startAs(5, 'agent')).toMatchObject({ code: 1204, message: '请先完成个人资料问卷' });
  const low = await h.loginDemo('13700137000');
  expect(await h.post('/api/v1/tasks/start', { taskId: 10, channel: 'survey' }, low.token)).toMatchObject({
    code: 1201,
    message: '任务已结束',
  });
  expect(await h.post('/api/v1/tasks/start', { taskId: 11, channel: 'cloud-agent' }, low.token)).toMatchObject({
    code: 1205,
    message: expect.stringContaining('质量分需达到 80 分'),
  });
  expect((await h.post('/api/v1/tasks/start', { taskId: 4, channel: 'survey' })).code).toBe(401);
  expect((await h.get('/api/v1/tasks/5', token)).data.blocker).toEqual({ code: 'profile-required', message: '请先完成个人资料问卷' });
});

test('a tampered hand-off link, a used or foreign token: the supplier page and the poll calls refuse', async () => {
  const other = await h.loginDemo('13900139000');
  const started = await startTask(h, other.token, 4, 'survey');
  const tampered = started.url.replace(`tid=${started.q.tid}`, 'tid=Xs7qEw');
  const page = await h.get(tampered);
  expect(page.status).toBe(403);
  expect(page.body).toContain('签名不正确');
  const ok = await h.get(started.url);
  expect(ok.status).toBe(200);
  expect(ok.headers['content-security-policy']).toMatch(/script-src 'nonce-/);
  expect((await h.get(`/api/v1/polls/5?h=${started.h}`)).message).toBe('答题链接与问卷不符');
  expect((await h.get(`/api/v1/polls/4?h=${'f'.repeat(32)}`)).message).toBe('答题链接无效，请回到任务页重新开始');
  const incomplete = await h.post('/api/v1/polls', { poll: 4, h: started.h, answers: [{ q: 'q1', options: ['a'] }] });
  expect(incomplete).toMatchObject({ code: 1001, message: '请回答第2题：单程通勤大约需要多久？' });
  h.clock.advance(10_000);
  const screened = await h.post('/api/v1/polls', { poll: 4, h: started.h, answers: COMMUTE_SCREENED });
  expect(screened.data.state).toBe(2);
  expect((await h.post('/api/v1/polls', { poll: 4, h: started.h, answers: COMMUTE_SCREENED })).message).toBe('该问卷已经提交过了');
  expect(query(screened.data.redirect).mid).toBe('M2026002');
});

test('the personal questionnaire: every question answered, rewarded once, unlocks the task that needs it', async () => {
  const fresh = await h.loginDemo('13700137000');
  const t = fresh.token;
  expect((await h.get('/api/v1/home/check', t)).data.prompts.map((p: { key: string }) => p.key)).toContain('profile');
  const property = await h.get('/api/v1/users/property', t);
  expect(property.data).toMatchObject({ title: '个人属性', completed: false, answers: {} });
  const all = (qs: { id: string }[]) => qs.map((q) => ({ q: q.id, options: ['a'] }));
  expect(await h.post('/api/v1/users/property', { answers: all(property.data.questions).slice(1) }, t)).toMatchObject({
    code: 1001,
    message: '请回答第1题：您的性别',
  });
  const gold = await goldOf(h, t);
  expect((await h.post('/api/v1/users/property', { answers: all(property.data.questions) }, t)).data).toEqual({
    completed: false,
    reward: null,
  });
  const basic = await h.get('/api/v1/users/survey/basic', t);
  const saves = await Promise.all([1, 2].map(() => h.post('/api/v1/users/survey/basic', { answers: all(basic.data.questions) }, t)));
  expect(saves.map((s) => s.data.reward).filter(Boolean)).toEqual([{ gold: 50, quality: 10 }]);
  expect(await goldOf(h, t)).toBe(gold + 50);
  expect((await h.get('/api/v1/users/survey/check?taskId=5', t)).data).toMatchObject({
    property: true,
    basic: true,
    completed: true,
    required: true,
  });
  expect((await h.get('/api/v1/home/check', t)).data.prompts.map((p: { key: string }) => p.key)).not.toContain('profile');
  expect((await h.get('/api/v1/tasks/5', t)).data.blocker).toBeNull();
  expect(await ledgerProblems(h)).toEqual([]);
});

test('browse redirect: site pages and allow-listed https hosts only', async () => {
  const check = async (url: string) => (await h.get(`/api/v1/browse/redirect?url=${encodeURIComponent(url)}`, token)).data;
  expect(await check('/task/detail/4')).toEqual({ allowed: true, url: '/task/detail/4', external: false, reason: '' });
  expect(await check('https://www.wjx.cn/vj/abc.aspx')).toMatchObject({ allowed: true, external: true });
  expect(await check('http://www.wjx.cn/')).toMatchObject({ allowed: false, reason: '只能打开 https 安全链接' });
  expect(await check('https://evil.example/')).toMatchObject({ allowed: false, reason: 'evil.example 不在允许访问的网站名单中' });
  expect(await check('//evil.example/')).toMatchObject({ allowed: false });
  expect(await check('javascript:alert(1)')).toMatchObject({ allowed: false });
  expect(await check('https://user:pw@www.wjx.cn/')).toMatchObject({ allowed: false });
});

test('credit tiers and quality levels follow the spec ranges', async () => {
  const credit = await h.get('/api/v1/users/credit', token);
  expect(credit.data.tier.name).toBe('白银会员');
  expect(credit.data.next).toMatchObject({ name: '黄金会员', min: 100 });
  const quality = await h.get('/api/v1/users/quality', token);
  expect(quality.data).toMatchObject({ level: 3, min: 85, max: 299 });
});

test('a start abandoned until its hand-off expires is recorded as timed out (join state 8), once, without gold', async () => {
  const host = await h.loginDemo('13700137000');
  const gold = await goldOf(h, host.token);
  const started = await startTask(h, host.token, COMMUTE.id, COMMUTE.channel);
  expect((await h.get(`/api/v1/tasks/${COMMUTE.id}`, host.token)).data).toMatchObject({ joinState: 0, blocker: { code: 'in-progress' } });
  expect((await h.get('/api/v1/tasks/mine?filter=ongoing', host.token)).data.list[0]).toMatchObject({
    taskId: COMMUTE.id,
    state: 0,
    finished: false,
  });

  h.clock.advance(HANDOFF_TTL_MS + 60_000);
  const { token: later } = await h.loginDemo('13700137000'); // the first session has expired meanwhile
  const detail = await h.get(`/api/v1/tasks/${COMMUTE.id}`, later);
  expect(detail.data).toMatchObject({ joinState: 8, blocker: { code: 'finished', message: '答题已超时，每个任务只能开始一次' } });
  const failed = await h.get('/api/v1/tasks/mine?filter=failed', later);
  expect(failed.data.list.find((t: { taskId: number }) => t.taskId === COMMUTE.id)).toMatchObject({ state: 8, finished: true, gold: 0 });
  const ongoing = (await h.get('/api/v1/tasks/mine?filter=ongoing', later)).data.list;
  expect(ongoing.map((t: { taskId: number }) => t.taskId)).not.toContain(COMMUTE.id);
  const rows = await h.db.query<{ finished_at: number }>(
    'SELECT finished_at FROM task_joins WHERE member_id = (SELECT id FROM members WHERE mobile = $1) AND task_id = $2',
    ['13700137000', COMMUTE.id],
  );
  expect(Number(rows[0].finished_at)).toBe(Number(started.q.ts) + HANDOFF_TTL_MS);
  expect(await h.post('/api/v1/tasks/start', { taskId: COMMUTE.id, channel: COMMUTE.channel }, later)).toMatchObject({ code: 1203 });
  expect(await goldOf(h, later)).toBe(gold);
  expect(await ledgerProblems(h)).toEqual([]);
});
