// Campaign gold mechanics: lottery draws and gift boxes never overspend, never pay twice, and every
// member's ledger adds up to the balance afterwards.
import { Codes } from '../src/codes';
import { type Harness, start } from './helpers';
import { goldOf, key, ledgerMismatches, member } from './exchange-helpers';

const DAY = 86_400_000;
let h: Harness;
beforeAll(async () => {
  h = await start();
});
afterAll(async () => {
  await h?.close();
});

/** Members whose ledger does not add up to their balance, once some have drawn or opened a box (empty when every one does). */
const campaignMismatches = async () => {
  const players = await h.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM (SELECT member_id FROM lottery_draws UNION SELECT member_id FROM gift_boxes WHERE opened_at IS NOT NULL) p',
  );
  expect(players[0].n).toBeGreaterThan(0);
  return ledgerMismatches(h);
};

const draw = (token: string, k = key()) => h.post('/api/v1/lottery/draws', { key: k }, token);
/** Only the prizes named keep their stock (the others run out), so a test knows what can be drawn. */
const onlyPrizes = async (stocks: Record<string, number | null>) => {
  await h.db.query('UPDATE lottery_prizes SET stock = 0');
  for (const [name, stock] of Object.entries(stocks))
    await h.db.query('UPDATE lottery_prizes SET stock = $1 WHERE name = $2', [stock, name]);
};

describe('lottery', () => {
  test('the page lists prizes, the cost and today’s draws; a visitor is asked to sign in', async () => {
    const m = await member(h, 0);
    const page = await h.get('/api/v1/lottery', m.token);
    expect(page.code).toBe(200);
    expect(page.data).toMatchObject({ cost: 100, dailyLimit: 10, drawsToday: 0, gold: 0 });
    expect(page.data.prizes.map((p: { name: string }) => p.name)).toContain('谢谢参与');
    expect((await h.get('/api/v1/lottery')).code).toBe(Codes.UNAUTHORIZED);
  });

  test('10 draws at once with gold for 3: exactly 3 happen, 7 are refused for gold, the ledger adds up', async () => {
    await onlyPrizes({ 谢谢参与: null });
    const m = await member(h, 300);
    const answers = await Promise.all(Array.from({ length: 10 }, () => draw(m.token)));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(3);
    const refused = answers.filter((a) => a.code !== 200);
    expect(refused).toHaveLength(7);
    expect(refused.every((a) => a.code === Codes.INSUFFICIENT && a.message.includes('金币不足'))).toBe(true);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await goldOf(h, m.id)).toBe(0);
    const draws = await h.db.sql.selectFrom('lottery_draws').selectAll().where('member_id', '=', m.id).execute();
    expect(draws).toHaveLength(3);
    expect(await campaignMismatches()).toEqual([]);
  });

  test('a drawn gold prize is credited in the same step; its stock runs out; an empty prize pool refuses', async () => {
    await onlyPrizes({ '1000 金币': 1 });
    const m = await member(h, 500);
    const won = await draw(m.token);
    expect(won.code).toBe(200);
    expect(won.data.draw).toMatchObject({ prizeName: '1000 金币', gold: 1000, cost: 100 });
    expect(won.data.gold).toBe(1400);
    expect(await goldOf(h, m.id)).toBe(1400);
    const empty = await draw(m.token);
    expect(empty.code).toBe(Codes.INVALID_PARAMS);
    expect(empty.message).toContain('奖品已抽完');
    expect(await goldOf(h, m.id)).toBe(1400);
    const page = await h.get('/api/v1/lottery', m.token);
    expect(page.data.prizes.find((p: { name: string }) => p.name === '1000 金币').available).toBe(false);
    expect(await campaignMismatches()).toEqual([]);
  });

  test('weights decide: over many draws every prize in stock comes up, the heavy ones most', async () => {
    await onlyPrizes({ 谢谢参与: null, '10 金币': null });
    await h.db.query("UPDATE lottery_prizes SET weight = 1 WHERE name = '10 金币'");
    await h.db.query("UPDATE lottery_prizes SET weight = 3 WHERE name = '谢谢参与'");
    const counts: Record<string, number> = {};
    for (let i = 0; i < 4; i++) {
      const m = await member(h, 1000);
      for (let j = 0; j < 10; j++) {
        const a = await draw(m.token);
        counts[a.data.draw.prizeName] = (counts[a.data.draw.prizeName] ?? 0) + 1;
      }
    }
    expect(counts['谢谢参与']).toBeGreaterThan(counts['10 金币']);
    expect(counts['10 金币']).toBeGreaterThan(0);
    await h.db.query("UPDATE lottery_prizes SET weight = 300 WHERE name = '10 金币'");
    await h.db.query("UPDATE lottery_prizes SET weight = 400 WHERE name = '谢谢参与'");
  });

  test('a retried draw (same key) is the same draw, charged once; the daily limit holds until tomorrow', async () => {
    await onlyPrizes({ 谢谢参与: null });
    const m = await member(h, 5000);
    const k = key();
    const [a, b] = await Promise.all([draw(m.token, k), draw(m.token, k)]);
    expect(a.code).toBe(200);
    expect(b.code).toBe(200);
    expect(b.data.draw.id).toBe(a.data.draw.id);
    expect(await goldOf(h, m.id)).toBe(4900);
    for (let i = 0; i < 9; i++) expect((await draw(m.token)).code).toBe(200);
    const over = await draw(m.token);
    expect(over.code).toBe(Codes.INVALID_PARAMS);
    expect(over.message).toContain('今日抽奖次数已用完');
    expect(await goldOf(h, m.id)).toBe(4000);
    const records = await h.get('/api/v1/lottery/draws?size=20', m.token);
    expect(records.data.total).toBe(10);
    // Tomorrow (the tokens would expire if the clock moved a day): today's draws become yesterday's.
    await h.db.query("UPDATE lottery_draws SET day = '2000-01-01' WHERE member_id = $1", [m.id]);
    expect((await draw(m.token)).code).toBe(200);
    expect(await campaignMismatches()).toEqual([]);
  });
});

describe('gift boxes', () => {
  const login = () => h.loginDemo();

  test('check-ins and completed tasks inside christmas each give one box; a box opens once for a random reward', async () => {
    const { token, user } = await login();
    const boxes = await h.get('/api/v1/gift-boxes?campaign=christmas', token);
    expect(boxes.code).toBe(200);
    // The demo member checked in on the three days before today (inside the campaign).
    expect(boxes.data).toHaveLength(3);
    expect(boxes.data.every((b: { openedAt: null; source: string }) => b.openedAt === null && b.source.endsWith('签到'))).toBe(true);

    await h.db.query('INSERT INTO task_joins (member_id, task_id, state, created_at, finished_at) VALUES ($1, 5, 1, $2, $2)', [
      user.id,
      h.clock.now(),
    ]);
    const more = await h.get('/api/v1/gift-boxes?campaign=christmas', token);
    expect(more.data).toHaveLength(4);
    expect(more.data.some((b: { source: string }) => b.source === '完成任务「新品洗发水免费试用」')).toBe(true);
    // Looking again gives nothing new.
    expect((await h.get('/api/v1/gift-boxes?campaign=christmas', token)).data).toHaveLength(4);

    const before = await goldOf(h, user.id);
    const id = more.data[0].id;
    const opened = await h.post(`/api/v1/gift-boxes/${id}/open`, {}, token);
    expect(opened.code).toBe(200);
    const { reward } = opened.data.box;
    expect([5, 20, 66, 188]).toContain(reward.gold);
    expect(opened.data.gold).toBe(before + reward.gold);
    const again = await h.post(`/api/v1/gift-boxes/${id}/open`, {}, token);
    expect(again.code).toBe(Codes.INVALID_PARAMS);
    expect(again.message).toContain('已经打开过');
    expect(await goldOf(h, user.id)).toBe(before + reward.gold);
    expect(await campaignMismatches()).toEqual([]);
  });

  test('the same box opened twice at once pays once', async () => {
    const { token, user } = await login();
    const boxes = (await h.get('/api/v1/gift-boxes?campaign=christmas', token)).data.filter((b: { openedAt: null }) => b.openedAt === null);
    const before = await goldOf(h, user.id);
    const answers = await Promise.all(Array.from({ length: 5 }, () => h.post(`/api/v1/gift-boxes/${boxes[0].id}/open`, {}, token)));
    const won = answers.filter((a) => a.code === 200);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.code === Codes.INVALID_PARAMS)).toHaveLength(4);
    expect(await goldOf(h, user.id)).toBe(before + won[0].data.box.reward.gold);
    const rows = await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM gold_records WHERE ref = $1', [`giftbox:${boxes[0].id}`]);
    expect(rows[0].n).toBe(1);
    expect(await campaignMismatches()).toEqual([]);
  });

  test('someone else’s box, an unknown box and an unknown campaign are refused; nothing is paid', async () => {
    const { token } = await login();
    const other = await member(h, 0);
    const mine = (await h.get('/api/v1/gift-boxes?campaign=christmas', token)).data.find((b: { openedAt: null }) => b.openedAt === null);
    expect((await h.post(`/api/v1/gift-boxes/${mine.id}/open`, {}, other.token)).code).toBe(Codes.NOT_FOUND);
    expect((await h.post('/api/v1/gift-boxes/999999/open', {}, token)).code).toBe(Codes.NOT_FOUND);
    const unknown = await h.get('/api/v1/gift-boxes?campaign=halloween', token);
    expect(unknown.code).toBe(Codes.NOT_FOUND);
    expect(unknown.message).toBe('活动不存在');
    expect(await goldOf(h, other.id)).toBe(0);
  });

  test('an ended campaign keeps its records readable but opens nothing', async () => {
    const { token } = await login();
    const duanwu = await h.get('/api/v1/gift-boxes?campaign=duanwu', token);
    expect(duanwu.code).toBe(200);
    expect(duanwu.data.length).toBeGreaterThanOrEqual(2);
    expect(duanwu.data.every((b: { reward: unknown }) => b.reward !== null)).toBe(true);
    const event = await h.get('/api/v1/events?key=duanwu');
    expect(event.data[0].state).toBe('ended');
    const refused = await h.post(`/api/v1/gift-boxes/${duanwu.data[0].id}/open`, {}, token);
    expect(refused.message).toBe('活动已结束');
  });
});

describe('the campaign frame', () => {
  test('events say which campaigns run; before the start a mechanic refuses with 活动未开始', async () => {
    const events = await h.get('/api/v1/events');
    expect(events.code).toBe(200);
    const byKey = Object.fromEntries(events.data.map((e: { key: string; state: string }) => [e.key, e.state]));
    expect(byKey).toMatchObject({ lottery: 'running', christmas: 'running', duanwu: 'ended', answerSheet: 'running' });
    expect((await h.get('/api/v1/events?key=nope')).data).toEqual([]);
    expect((await h.get('/api/v1/events?key=%3Cscript%3E')).code).toBe(Codes.INVALID_PARAMS);

    const m = await member(h, 1000);
    await h.db.query('UPDATE campaigns SET start_at = $1 WHERE key = $2', [h.clock.now() + DAY, 'lottery']);
    const early = await draw(m.token);
    expect(early.message).toBe('活动未开始');
    expect(await goldOf(h, m.id)).toBe(1000);
    expect((await h.get('/api/v1/events?key=lottery')).data[0].state).toBe('upcoming');
    await h.db.query('UPDATE campaigns SET start_at = $1 WHERE key = $2', [h.clock.now() - 30 * DAY, 'lottery']);
  });
});
