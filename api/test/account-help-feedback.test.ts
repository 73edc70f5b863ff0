/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
// Help and feedback (states, operator replies, confirmation), the help centre, the screen message,
// and invite rewards credited once.
import { Codes } from '../src/codes';
import { type Harness, freshMobile, start } from './helpers';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await start();
  token = (await h.loginDemo()).token;
});
afterAll(async () => {
  await h?.close();
});

test('feedback: seeded list, bad input refused, ask → operator reply → confirm once', async () => {
  const seeded = await h.get('/api/v1/feedback', token);
  expect(seeded.data.total).toBe(3);
  expect(seeded.data.list.map((f: any) => f.state)).toEqual([2, 4, 5]);
  const participant = (await h.loginDemo('13900139000')).token;
  const foreign = (await h.get('/api/v1/oss/policy?module=feedback&ext=.png', participant)).data.key;
  const bad: [unknown, number][] = [
    [{ category: '其他', content: '短' }, Codes.INVALID_PARAMS],
    [{ category: '不存在的分类', content: '一个足够长的问题描述' }, Codes.INVALID_PARAMS],
    [{ category: '其他', content: '一个足够长的问题描述', images: [foreign] }, Codes.INVALID_PARAMS],
    [{ category: '其他', content: '一个足够长的问题描述', images: ['feedback/1/x.png'] }, Codes.INVALID_PARAMS],
    [{ category: '其他', content: '一个足够长的问题描述', images: Array(6).fill('feedback/1/a.png') }, Codes.INVALID_PARAMS],
  ];
  for (const [body, code] of bad) expect((await h.post('/api/v1/feedback', body, token)).code).toBe(code);
  const asked = await h.post('/api/v1/feedback', { category: '账号问题', content: '  无法修改绑定的手机号，请帮忙看看  ' }, token);
  expect(asked.code).toBe(200);
  const { id } = asked.data;
  const one = await h.get(`/api/v1/feedback/${id}`, token);
  expect(one.data).toMatchObject({
    id,
    category: '账号问题',
    content: '无法修改绑定的手机号，请帮忙看看',
    state: 0,
    images: [],
    replies: [],
  });
  expect((await h.get(`/api/v1/feedback/${id}`, participant)).code).toBe(Codes.NOT_FOUND);
  // not answered yet: nothing to confirm
  expect((await h.post(`/api/v1/feedback/${id}/confirm`, undefined, token)).code).toBe(Codes.INVALID_PARAMS);
  const replied = await h.post(`/api/dev/feedback/${id}/reply`, { content: '已为您重置，请重试' });
  expect(replied.data).toMatchObject({
    state: 4,
    memberMobile: '138****8000',
    replies: [{ author: 'support', content: '已为您重置，请重试' }],
  });
  // two confirmations at once: one change, both answered with the confirmed item
  const both = await Promise.all([1, 2].map(() => h.post(`/api/v1/feedback/${id}/confirm`, undefined, token)));
  expect(both.map((r) => [r.code, r.data.state])).toEqual([
    [200, 5],
    [200, 5],
  ]);
  expect((await h.post(`/api/v1/feedback/${id}/reply`, { content: '还有问题' }, token)).code).toBe(Codes.INVALID_PARAMS);
  expect((await h.post(`/api/dev/feedback/${id}/reply`, { content: '再回复' })).code).toBe(Codes.INVALID_PARAMS);
  expect((await h.get('/api/v1/feedback', token)).data.list[0]).toMatchObject({
    id,
    state: 5,
    excerpt: '无法修改绑定的手机号，请帮忙看看',
  });
});

test('feedback: a member reply sends an answered item back to support', async () => {
  const { id } = (await h.post('/api/v1/feedback', { category: '任务问题', content: '问卷提交后金币没有到账' }, token)).data;
  await h.post(`/api/dev/feedback/${id}/reply`, { content: '请提供问卷名称', state: 3 });
  const r = await h.post(`/api/v1/feedback/${id}/reply`, { content: '是「每日一问」' }, token);
  expect(r.data).toMatchObject({ state: 1, replies: [{ author: 'support' }, { author: 'member', content: '是「每日一问」' }] });
  expect((await h.post(`/api/v1/feedback/${id}/reply`, { content: '   ' }, token)).code).toBe(Codes.INVALID_PARAMS);
  expect((await h.post('/api/v1/feedback/999999/reply', { content: 'x' }, token)).code).toBe(Codes.NOT_FOUND);
});

test('help centre: category 21 lists its categories, each its articles; unknown ones 404', async () => {
  const root = await h.get('/api/v1/categories?categoryId=21', token);
  expect(root.data).toEqual({
    id: 21,
    name: '帮助中心',
    children: [
      { id: 22, name: '新手入门' },
      { id: 23, name: '金币与兑换' },
      { id: 24, name: '账号与安全' },
    ],
  });
  const articles = await h.get('/api/v1/questions?categoryId=24', token);
  expect(articles.data.map((q: any) => q.title)).toEqual(['如何修改登录密码？', '更换手机号需要什么？']);
  expect(articles.data[0].content).toContain('<p>');
  expect((await h.get('/api/v1/categories?categoryId=99', token)).code).toBe(Codes.NOT_FOUND);
  expect((await h.get('/api/v1/questions?categoryId=abc', token)).code).toBe(Codes.INVALID_PARAMS);
  expect((await h.get('/api/v1/questions?categoryId=99', token)).data).toEqual([]);
});

test('screen message: shown until dismissed, then neither shown nor new', async () => {
  const participant = (await h.loginDemo('13900139000')).token;
  expect((await h.get('/api/v1/messages/screen', participant)).data).toBeNull();
  await h.db.query(
    "INSERT INTO messages (member_id, title, content, screen, created_at) VALUES (2, '活动通知', '<p>金币翻倍</p>', true, $1)",
    [h.clock.now()],
  );
  await h.post('/api/v1/messages/read', {}, participant);
  const shown = await h.get('/api/v1/messages/screen', participant);
  // reading all marks it read too: a read screen message is not shown again
  expect(shown.data).toBeNull();
  await h.db.query(
    "INSERT INTO messages (member_id, title, content, screen, created_at) VALUES (2, '活动通知二', '<p>再次翻倍</p>', true, $1)",
    [h.clock.now()],
  );
  const second = await h.get('/api/v1/messages/screen', participant);
  expect(second.data).toMatchObject({ title: '活动通知二', read: false });
  expect((await h.get('/api/v1/messages/new', participant)).data).toBe(true);
  expect((await h.post('/api/v1/messages/flash/read', { id: second.data.id }, token)).code).toBe(200); // someone else's: no effect
  expect((await h.get('/api/v1/messages/screen', participant)).data.id).toBe(second.data.id);
  expect((await h.post('/api/v1/messages/flash/read', { id: second.data.id }, participant)).code).toBe(200);
  expect((await h.get('/api/v1/messages/screen', participant)).data).toBeNull();
  expect((await h.get('/api/v1/messages/new', participant)).data).toBe(false);
  expect((await h.post('/api/v1/messages/flash/read', { id: 'x' }, participant)).code).toBe(Codes.INVALID_PARAMS);
});

test('invite: a friend registering through the link is listed and credited to the inviter once', async () => {
  const before = await h.get('/api/v1/credits/invite', token);
  expect(before.data).toMatchObject({ totalGold: 500, total: 1, list: [{ gold: 500, reason: '邀请好友注册奖励（会员6621）' }] });
  const link = await h.post('/api/v1/auth/invite/code', undefined, token);
  const inviteCode = new URL(link.data.link).searchParams.get('inviteCode')!;
  const mobile = freshMobile();
  const code = await h.smsCode(mobile, 'invite');
  const body = { mobile: h.enc(mobile), code: h.enc(code), password: 'friend12', inviteCode };
  const [a, b] = await Promise.all([h.post('/api/v1/auth/invite', body), h.post('/api/v1/auth/invite', body)]);
  expect([a.code, b.code].sort()).toEqual([200, Codes.SMS_CODE_INVALID].sort());
  const after = await h.get('/api/v1/credits/invite?page=1&size=10', token);
  expect(after.data.totalGold).toBe(1000);
  expect(after.data.total).toBe(2);
  const friends = await h.get('/api/v1/users/inviters', token);
  expect(friends.data.total).toBe(2);
  expect((await h.get('/api/v1/users/invite', token)).data).toMatchObject({ invited: 2, rewardGold: 1000, rewardPerInvite: 500 });
  expect(friends.data.list[0].createdAt).toBe(h.clock.now());
  expect((await h.get('/api/v1/credits/invite?size=500', token)).code).toBe(Codes.INVALID_PARAMS);
});
