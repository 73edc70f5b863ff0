/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
import { Codes } from '../src/codes';
import { goldOf, ledgerMismatches, member } from './exchange-helpers';
import { type Harness, start } from './helpers';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await start();
  token = (await h.loginDemo()).token;
});
afterAll(async () => {
  await h?.close();
});

test('GET /v1/users/account', async () => {
  const r = await h.get('/api/v1/users/account', token);
  expect(r.data).toEqual({
    id: 1,
    nickname: '小调研员',
    avatar: '',
    memberCode: 'M2026001',
    mobile: '138****8000',
    bbsRole: 0,
    email: 'x***@example.com',
    gold: 12860,
    credit: 86,
    quality: 92,
    inviteCode: 'DEMO88',
    hasPassword: true,
    sns: { wechat: false, qq: false, weibo: false, alipay: false },
  });
});

test('check-in: state, reward grows with the streak, 5629 the second time, resets after a gap', async () => {
  const before = await h.get('/api/v1/users/checkin', token);
  expect(before.data).toEqual({
    checkedToday: false,
    streak: 3,
    todayReward: 25,
    nextReward: 30,
    days: ['2026-11-12', '2026-11-18', '2026-11-19', '2026-11-20'],
  });
  const r = await h.post('/api/v1/users/checkin', undefined, token);
  expect(r).toMatchObject({ code: 200, data: { reward: 25, streak: 4, gold: 12885 } });
  const again = await h.post('/api/v1/users/checkin', undefined, token);
  expect(again.status).toBe(200);
  expect(again.code).toBe(Codes.ALREADY_CHECKED_IN);
  expect(again.data).toMatchObject({ checkedToday: true, streak: 4, todayReward: 25, nextReward: 30 });
  expect(again.data.days).toContain('2026-11-21');
  const records = await h.get('/api/v1/points?page=1&size=2', token);
  expect(records.data.balance).toBe(12885);
  expect(records.data.list[0]).toMatchObject({ change: 25, reason: '每日签到（连续4天）', createdAt: h.clock.now() });
  // next day continues the streak; capped at 40
  h.clock.advance(86_400_000);
  token = (await h.loginDemo()).token; // the access token lives 2 hours
  expect((await h.post('/api/v1/users/checkin', undefined, token)).data).toMatchObject({ reward: 30, streak: 5 });
  // after a missed day it starts over
  h.clock.advance(2 * 86_400_000);
  token = (await h.loginDemo()).token;
  const fresh = await h.get('/api/v1/users/checkin', token);
  expect(fresh.data).toMatchObject({ checkedToday: false, streak: 0, todayReward: 10, nextReward: 15 });
  expect((await h.post('/api/v1/users/checkin', undefined, token)).data).toMatchObject({ reward: 10, streak: 1 });
  expect((await h.post('/api/v1/users/checkin')).code).toBe(401);
});

test('10 check-ins at once: one is paid, nine answer 5629, the ledger adds up', async () => {
  const m = await member(h, 0);
  const answers = await Promise.all(Array.from({ length: 10 }, () => h.post('/api/v1/users/checkin', undefined, m.token)));
  expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
  expect(answers.filter((a) => a.code === Codes.ALREADY_CHECKED_IN)).toHaveLength(9);
  expect(await goldOf(h, m.id)).toBe(10);
  expect(await ledgerMismatches(h)).toEqual([]);
});

test('messages: new flag, paged list, read', async () => {
  expect((await h.get('/api/v1/messages/new', token)).data).toBe(true);
  const list = await h.get('/api/v1/messages?page=1&size=2', token);
  expect(list.data.total).toBe(3);
  expect(list.data.list).toHaveLength(2);
  expect(list.data.list[0]).toEqual({
    id: expect.any(Number),
    title: '座谈会邀请',
    content: expect.stringContaining('<p>'),
    read: false,
    createdAt: expect.any(Number),
  });
  const one = await h.get(`/api/v1/messages/${list.data.list[0].id}`, token);
  expect(one.data.read).toBe(true);
  expect((await h.get('/api/v1/messages/new', token)).data).toBe(false);
  expect((await h.get('/api/v1/messages/999', token)).code).toBe(Codes.NOT_FOUND);
  expect((await h.post('/api/v1/messages/read', {}, token)).code).toBe(200);
  expect((await h.get('/api/v1/messages?page=0', token)).code).toBe(Codes.INVALID_PARAMS);
  expect((await h.get('/api/v1/messages?size=1000', token)).code).toBe(Codes.INVALID_PARAMS);
  expect((await h.get('/api/v1/messages?page=abc', token)).code).toBe(Codes.INVALID_PARAMS);
  expect((await h.get('/api/v1/messages/new')).code).toBe(401);
});

test('notices', async () => {
  const unread = await h.get('/api/v1/notices/unread', token);
  expect(unread.data).toHaveLength(2);
  const id = unread.data[0].id;
  expect((await h.get(`/api/v1/notices/${id}`, token)).data).toMatchObject({ id, title: expect.any(String), content: expect.any(String) });
  // Opening it read it: the list asked right after no longer has it, without a separate mark.
  expect((await h.get('/api/v1/notices/unread', token)).data).toHaveLength(1);
  const other = (await h.get('/api/v1/notices/unread', token)).data[0].id;
  expect((await h.post('/api/v1/notices/read', { id: other }, token)).code).toBe(200);
  expect((await h.get('/api/v1/notices/unread', token)).data).toHaveLength(0);
});

test('banners and site config are public', async () => {
  const b = await h.get('/api/v1/banners');
  expect(b.data.length).toBeGreaterThanOrEqual(3);
  expect(b.data[0]).toEqual({ id: expect.any(Number), title: expect.any(String), subtitle: expect.any(String), image: '', link: '/task' });
  expect((await h.get('/api/v1/banners/login')).data).toHaveLength(1);
  const c = await h.get('/api/v1/site/config');
  expect(c.data).toEqual({
    appName: '问卷社区',
    companyName: expect.any(String),
    copyright: expect.stringContaining('©'),
    registrations: [expect.stringContaining('ICP备'), expect.stringContaining('公网安备')],
    slogan: '贡献新想法，创造新生活',
    supportEmail: expect.stringContaining('@'),
    demo: true,
    rsaPublicKey: expect.stringMatching(/^-----BEGIN PUBLIC KEY-----\n[\s\S]+-----END PUBLIC KEY-----\n$/),
  });
});

test('info pages: about, agreement and privacy are public rich text; unknown slugs are 404', async () => {
  for (const slug of ['about', 'agreement', 'privacy', 'cooperate', 'product', 'sdk']) {
    const page = await h.get(`/api/v1/pages/${slug}`);
    expect(page.code).toBe(200);
    expect(page.data).toEqual({ slug, title: expect.any(String), html: expect.stringMatching(/<(h2|p)>/), updatedAt: expect.any(Number) });
  }
  expect((await h.get('/api/v1/pages/nope')).code).toBe(Codes.NOT_FOUND);
  expect((await h.get('/api/v1/pages/..%2Fetc')).code).toBe(Codes.NOT_FOUND);
});

test('tasks: every type and module, filters, paging, join state, recommend', async () => {
  const all = await h.get('/api/v1/tasks?page=1&size=50', token);
  expect(all.data).toMatchObject({ total: 12, page: 1, size: 50 });
  const types = new Set(all.data.list.map((t: any) => t.type));
  const modules = new Set(all.data.list.map((t: any) => t.module));
  expect([...types].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  expect([...modules].sort()).toEqual([0, 1, 2, 3, 4]);
  const t3 = all.data.list.find((t: any) => t.id === 3);
  expect(t3).toEqual({
    id: 3,
    title: '2026年家庭饮食习惯调查',
    type: 2,
    module: 0,
    gold: 300,
    minutes: 15,
    quota: 2000,
    remaining: 570,
    status: 0,
    joinState: 1,
    endAt: expect.any(Number),
  });
  expect(all.data.list.find((t: any) => t.id === 10)).toMatchObject({ status: 1, joinState: 2, remaining: 0 });
  const m4 = await h.get('/api/v1/tasks?module=4', token);
  expect(m4.data.list.every((t: any) => t.module === 4)).toBe(true);
  expect(m4.data.total).toBe(2);
  const paged = await h.get('/api/v1/tasks?type=2&page=2&size=2', token);
  expect(paged.data).toMatchObject({ total: 4, page: 2, size: 2 });
  expect(paged.data.list).toHaveLength(2);
  expect((await h.get('/api/v1/tasks?module=9', token)).code).toBe(Codes.INVALID_PARAMS);
  expect((await h.get('/api/v1/tasks?type=x', token)).code).toBe(Codes.INVALID_PARAMS);
  expect((await h.get('/api/v1/tasks')).code).toBe(401);
  const rec = await h.get('/api/v1/tasks/recommend', token);
  expect(rec.data).toHaveLength(4);
  expect(rec.data.every((t: any) => t.status === 0 && t.joinState === null)).toBe(true);
  expect(rec.data[0].gold).toBeGreaterThanOrEqual(rec.data[3].gold);
});

test('benefits are public, filtered by type', async () => {
  const r = await h.get('/api/v3/benefits');
  expect(r.data).toMatchObject({ total: 10, page: 1, size: 12 });
  expect(new Set(r.data.list.map((b: any) => b.type))).toEqual(new Set([1, 2, 3]));
  const cash = await h.get('/api/v3/benefits?type=1&page=1&size=2');
  expect(cash.data.list[0]).toEqual({
    id: 1,
    name: '支付宝提现 10元',
    type: 1,
    image: expect.stringMatching(/^data:image\/svg\+xml[;,]/),
    price: 1000,
    marketPrice: 10,
    stock: 9999,
    exchanged: 15230,
    tags: ['热门', '秒到账'],
  });
  expect(cash.data.total).toBe(3);
  const physical = await h.get('/api/v3/benefits?type=3');
  expect(physical.data.list.find((b: any) => b.name.includes('得力笔记本'))).toMatchObject({ marketPrice: 19.9 });
  expect((await h.get('/api/v3/benefits?type=4')).code).toBe(Codes.INVALID_PARAMS);
});

test('gold records (/v1/points)', async () => {
  const r = await h.get('/api/v1/points?page=1&size=3', token);
  expect(r.data.list).toHaveLength(3);
  expect(r.data.total).toBeGreaterThanOrEqual(6);
  expect(r.data.list[0]).toEqual({
    id: expect.any(Number),
    change: expect.any(Number),
    reason: expect.any(String),
    balance: r.data.balance,
    createdAt: expect.any(Number),
  });
});

test('focusSections/decode/task', async () => {
  const expected = {
    taskId: 1,
    hashId: 'qz8Kd1',
    title: '新能源汽车用户体验座谈会',
    hostName: '李主持',
    startAt: expect.any(Number),
    intro: expect.any(String),
  };
  expect((await h.get('/api/focusSections/decode/task?hashId=qz8Kd1')).data).toEqual(expected);
  expect((await h.get('/api/focusSections/decode/task?hashId=1')).data).toEqual(expected);
  expect((await h.get('/api/focusSections/decode/task?hashId=nope')).code).toBe(Codes.NOT_FOUND);
  expect((await h.get('/api/focusSections/decode/task?hashId=3')).code).toBe(Codes.NOT_FOUND);
  expect((await h.get('/api/focusSections/decode/task')).code).toBe(Codes.INVALID_PARAMS);
});

test('profile updates: nickname, password', async () => {
  expect((await h.post('/api/v1/users/nickname', { nickname: '新昵称' }, token)).code).toBe(200);
  expect((await h.get('/api/v1/users/account', token)).data.nickname).toBe('新昵称');
  expect((await h.post('/api/v1/users/nickname', { nickname: '<script>' }, token)).code).toBe(Codes.INVALID_PARAMS);
  expect((await h.post('/api/v1/users/password', { oldPassword: 'bad', password: 'another1' }, token)).code).toBe(Codes.BAD_CREDENTIALS);
  expect((await h.post('/api/v1/users/password', { oldPassword: 'demo123456', password: 'another1' }, token)).code).toBe(200);
  expect((await h.post('/api/v1/users/password', { oldPassword: 'another1', password: 'demo123456' }, token)).code).toBe(200);
});

test('unknown routes are HTTP 404 with code 404', async () => {
  const r = await h.get('/api/v9/nothing');
  expect(r).toMatchObject({ status: 404, code: 404 });
  expect((await h.get('/elsewhere')).status).toBe(404);
});
