// The invitation record agrees with itself: 已邀请, 我邀请的好友, 邀请奖励 and 累计奖励 are read from the
// same friends, for the demo member as seeded and after a new friend registers with the invite code.
import { readFileSync } from 'node:fs';
import path from 'node:path';
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

/** The invite page's three reads, as the member's screen shows them. */
async function record() {
  const summary = (await h.get('/api/v1/users/invite', token)).data;
  const friends = (await h.get('/api/v1/users/inviters?size=50', token)).data;
  const rewards = (await h.get('/api/v1/credits/invite?size=50', token)).data;
  return { summary, friends, rewards };
}

function expectAgreement({ summary, friends, rewards }: Awaited<ReturnType<typeof record>>) {
  expect(friends.total).toBe(summary.invited);
  expect(friends.list).toHaveLength(summary.invited);
  expect(rewards.total).toBe(summary.invited);
  expect(rewards.totalGold).toBe(summary.rewardGold);
  expect(rewards.list.reduce((sum: number, r: { gold: number }) => sum + r.gold, 0)).toBe(summary.rewardGold);
  // Each reward names a friend on the list.
  const names = friends.list.map((f: { nickname: string }) => f.nickname);
  for (const r of rewards.list) expect(names.map((n: string) => `邀请好友注册奖励（${n}）`)).toContain(r.reason);
}

test('the demo member’s record: one friend (会员6621), one reward of 500, 累计 500', async () => {
  const r = await record();
  expect(r.summary).toMatchObject({ invited: 1, rewardGold: 500 });
  expect(r.friends.list.map((f: { nickname: string }) => f.nickname)).toEqual(['会员6621']);
  expectAgreement(r);
});

test('after a new friend registers with the invite code, count, list and total move together', async () => {
  const mobile = freshMobile();
  const code = await h.smsCode(mobile, 'invite');
  const signUp = await h.post('/api/v1/auth/invite', {
    mobile: h.enc(mobile),
    code: h.enc(code),
    password: 'friend12',
    inviteCode: 'DEMO88',
  });
  expect(signUp.code).toBe(200);
  const r = await record();
  expect(r.summary).toMatchObject({ invited: 2, rewardGold: 1000 });
  expect(r.friends.list[0].nickname).toBe(`会员${mobile.slice(-4)}`);
  expectAgreement(r);
});

test('a ledger row merely worded like a reward (no friend behind it) is not counted as one', async () => {
  const demoId = (await h.get('/api/v1/users/account', token)).data.id;
  await h.db.query(
    `INSERT INTO gold_records (member_id, change, reason, balance, created_at, kind) VALUES ($1, 0, '邀请好友注册奖励（无此人）', 0, 0, 'earning')`,
    [demoId],
  );
  const r = await record();
  expect(r.summary.invited).toBe(2);
  expectAgreement(r);
});

test('rewards paid before they carried their friend’s id are tied to that friend by migration 100', async () => {
  const demoId = (await h.get('/api/v1/users/account', token)).data.id;
  // A friend and reward as they were written before: the reward's ref empty.
  const [{ id: friend }] = await h.db.query<{ id: number }>(
    `INSERT INTO members (mobile, nickname, member_code, invite_code, invited_by, created_at)
     VALUES ('13600130001', '老朋友', 'MOLD0001', 'OLD001', $1, 0) RETURNING id`,
    [demoId],
  );
  await h.db.query(
    `INSERT INTO gold_records (member_id, change, reason, balance, created_at, kind) VALUES ($1, 0, '邀请好友注册奖励（老朋友）', 0, 0, 'earning')`,
    [demoId],
  );
  expect((await record()).rewards.total).toBe(2);
  await h.db.exec(readFileSync(path.join(__dirname, '../src/db/migrations/100-invite-reward-refs.sql'), 'utf8'));
  const [{ ref }] = await h.db.query<{ ref: string }>(`SELECT ref FROM gold_records WHERE reason = '邀请好友注册奖励（老朋友）'`);
  expect(ref).toBe(`invite:${friend}`);
  const r = await record();
  expect(r.summary.invited).toBe(3);
  expectAgreement(r);
});
