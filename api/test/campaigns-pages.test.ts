// Campaign pages: the quiz scored on the server, koi entries, leaderboards from the ledger, tips,
// courses with progress, campus recruitment, partner-channel registration and app downloads.
import { Codes } from '../src/codes';
import { migrate } from '../src/db/migrate';
import { type Harness, freshMobile, randomIp, start } from './helpers';
import { member } from './exchange-helpers';

let h: Harness;
beforeAll(async () => {
  h = await start();
});
afterAll(async () => {
  await h?.close();
});

describe('quiz', () => {
  const rightAnswers = async () =>
    (await h.db.sql.selectFrom('quiz_questions').select(['id', 'answer']).execute()).map((q) => ({ questionId: q.id, option: q.answer }));

  test("the quiz campaign's texts never name another number of questions than the quiz asks", async () => {
    const asked = (await h.get('/api/v1/quiz')).data.length;
    const [campaign] = (await h.get('/api/v1/events?key=answerSheet')).data;
    const counts = [...JSON.stringify(campaign).matchAll(/(\d+)\s*道题/g)].map((m) => Number(m[1]));
    expect(counts.filter((n) => n !== asked)).toEqual([]);
  });

  test('a database seeded with the old texts (10 道题 for a quiz of 5) is corrected by migration 082', async () => {
    await h.db.exec(
      "UPDATE campaigns SET summary = '10 道题测测你的调研常识', rules = '<p>共 5 道题，交卷后立即出分，可分享成绩给好友。</p>' WHERE key = 'answerSheet'",
    );
    await h.db.exec('DELETE FROM schema_migrations WHERE version = 82');
    expect(await migrate(h.db)).toEqual(['082-quiz-summary.sql']);
    const [campaign] = (await h.get('/api/v1/events?key=answerSheet')).data;
    expect(JSON.stringify(campaign)).not.toMatch(/\d+\s*道题/);
  });

  test('the questions never carry their answers; the server scores what was chosen', async () => {
    const quiz = await h.get('/api/v1/quiz');
    expect(quiz.code).toBe(200);
    expect(quiz.data).toHaveLength(5);
    expect(quiz.body).not.toContain('answer');

    const right = await rightAnswers();
    const { token } = await h.loginDemo();
    const full = await h.post('/api/v1/quiz/answers', { answers: right }, token);
    expect(full.code).toBe(200);
    expect(full.data).toMatchObject({ score: 100, total: 100, correct: 5, questions: 5, nickname: '小调研员' });

    const wrongTwo = right.map((a, i) => (i < 2 ? { ...a, option: a.option === 0 ? 1 : 0 } : a));
    const partial = await h.post('/api/v1/quiz/answers', { answers: wrongTwo });
    expect(partial.data).toMatchObject({ score: 60, correct: 3, nickname: '游客' });

    const shared = await h.get(`/api/v1/quiz/result?id=${full.data.id}`);
    expect(shared.data).toMatchObject({ score: 100, nickname: '小**员' });
  });

  test('a tampered answer sheet changes nothing: a claimed score, unknown questions, duplicates, gaps', async () => {
    const right = await rightAnswers();
    const claimed = await h.post('/api/v1/quiz/answers', { answers: right.map((a) => ({ ...a, option: 2 })), score: 100 });
    expect(claimed.code === 200 ? claimed.data.score : 0).toBeLessThan(100);
    const unknown = await h.post('/api/v1/quiz/answers', { answers: [...right.slice(1), { questionId: 99999, option: 0 }] });
    expect(unknown.code).toBe(Codes.INVALID_PARAMS);
    const dup = await h.post('/api/v1/quiz/answers', { answers: [...right, right[0]] });
    expect(dup.message).toContain('同一道题');
    const gap = await h.post('/api/v1/quiz/answers', { answers: right.slice(2) });
    expect(gap.message).toBe('还有 2 道题没有作答');
    expect((await h.get('/api/v1/quiz/result?id=AAAAAAAAAAAAAAAAAAAA')).code).toBe(Codes.NOT_FOUND);
  });
});

describe('koi', () => {
  test('a member enters once after completing a task in the campaign; visitors see the count and the winners', async () => {
    const m = await member(h, 0);
    const before = (await h.get('/api/v1/koi')).data;
    expect(before.entered).toBe(false);
    const early = await h.post('/api/v1/koi/entry', {}, m.token);
    expect(early.code).toBe(Codes.INVALID_PARAMS);
    expect(early.message).toContain('完成 1 个任务');
    await h.db.query('INSERT INTO task_joins (member_id, task_id, state, created_at, finished_at) VALUES ($1, 2, 1, $2, $2)', [
      m.id,
      h.clock.now(),
    ]);
    const entered = await h.post('/api/v1/koi/entry', {}, m.token);
    expect(entered.data).toMatchObject({ entered: true, entries: before.entries + 1, tasksDone: 1 });
    expect((await h.post('/api/v1/koi/entry', {}, m.token)).data.entries).toBe(before.entries + 1);
    const winners = await h.get('/api/v1/koi/winners');
    expect(winners.data[0]).toMatchObject({ round: '第 3 期', nickname: '快**鱼', memberCode: 'M20****18' });
  });
});

describe('leaderboards', () => {
  test('ranking from real earnings with my own rank; a visitor has none', async () => {
    const visitor = await h.get('/api/v1/ranking?period=total');
    expect(visitor.code).toBe(200);
    expect(visitor.data.me).toBeNull();
    expect(visitor.data.list[0].rank).toBe(1);
    const m = await member(h, 0);
    const mine = await h.get('/api/v1/ranking', m.token);
    expect(mine.data.me).toMatchObject({ rank: null, gold: 0 });
    await h.db.query('UPDATE members SET gold = gold + 999999 WHERE id = $1', [m.id]);
    await h.db.query(
      "INSERT INTO gold_records (member_id, change, reason, balance, created_at, kind) VALUES ($1, 999999, '完成问卷', 999999, $2, 'earning')",
      [m.id, h.clock.now()],
    );
    const top = await h.get('/api/v1/ranking', m.token);
    expect(top.data.me).toMatchObject({ rank: 1, gold: 999999 });
    expect(top.data.list[0]).toMatchObject({ rank: 1, gold: 999999 });
    expect(top.data.list[0].nickname).toMatch(/\*\*/);
    expect((await h.get('/api/v1/ranking?period=year')).code).toBe(Codes.INVALID_PARAMS);
  });

  test('appraise: last month’s top earners only', async () => {
    const a = await h.get('/api/v1/appraise');
    expect(a.data.month).toBe('2026-10');
    const m = await member(h, 0);
    // Earned in the last days of October (China time).
    await h.db.query(
      "INSERT INTO gold_records (member_id, change, reason, balance, created_at, kind) VALUES ($1, 888888, '完成问卷', 888888, $2, 'earning')",
      [m.id, Date.parse('2026-10-31T23:00:00+08:00')],
    );
    await h.db.query('UPDATE members SET gold = gold + 888888 WHERE id = $1', [m.id]);
    const b = await h.get('/api/v1/appraise');
    expect(b.data.winners[0]).toMatchObject({ rank: 1, gold: 888888 });
  });
});

describe('tips and courses', () => {
  test('tips list and detail; courses remember progress, which only grows', async () => {
    const tips = await h.get('/api/v1/ranking/articles');
    expect(tips.data.length).toBeGreaterThan(0);
    const tip = await h.get(`/api/v1/ranking/articles/${tips.data[0].id}`);
    expect(tip.data.content).toContain('<p>');
    expect((await h.get('/api/v1/ranking/articles/99999')).code).toBe(Codes.NOT_FOUND);

    const m = await member(h, 0);
    expect((await h.get('/api/v1/courses')).code).toBe(Codes.UNAUTHORIZED);
    await h.db.query(
      "INSERT INTO courses (title, kind, content, video_url, sort) VALUES ('视频课', 'video', '<p>笔记</p>', '/media/lesson.mp4', 9)",
    );
    const courses = await h.get('/api/v1/courses', m.token);
    expect(courses.data.map((c: { kind: string }) => c.kind)).toEqual(['article', 'article', 'article', 'video']);
    const video = courses.data.find((c: { kind: string }) => c.kind === 'video');
    expect(video.progress).toBe(0);
    expect((await h.post(`/api/v1/courses/${video.id}/progress`, { progress: 60, position: 12 }, m.token)).data).toEqual({
      progress: 60,
      position: 12,
    });
    expect((await h.post(`/api/v1/courses/${video.id}/progress`, { progress: 10, position: 3 }, m.token)).data).toEqual({
      progress: 60,
      position: 3,
    });
    const detail = await h.get(`/api/v1/courses/${video.id}`, m.token);
    expect(detail.data).toMatchObject({ progress: 60, position: 3 });
    expect(detail.data.videoUrl).toBe('/media/lesson.mp4');
    expect((await h.post(`/api/v1/courses/${video.id}/progress`, { progress: 101 }, m.token)).code).toBe(Codes.INVALID_PARAMS);
  });
});

describe('campus recruitment', () => {
  const form = (mobile: string) => ({
    name: '张同学',
    school: '复旦大学',
    grade: '大二',
    mobile,
    reason: '热爱调研，希望在校园推广问卷社区。',
  });

  test('one application per mobile, invalid fields named in Chinese', async () => {
    const mobile = freshMobile();
    expect((await h.post('/api/v1/recruit/applications', form(mobile))).code).toBe(200);
    const again = await h.post('/api/v1/recruit/applications', { ...form(mobile), name: '李同学' });
    expect(again.code).toBe(Codes.INVALID_PARAMS);
    expect(again.message).toContain('已提交过报名');
    expect((await h.post('/api/v1/recruit/applications', form('12345'))).message).toContain('手机号');
    expect((await h.post('/api/v1/recruit/applications', { ...form(freshMobile()), reason: '想参加' })).message).toContain('申请理由');
    expect((await h.post('/api/v1/recruit/applications', { ...form(freshMobile()), name: '  张 ' })).message).toBe('请填写真实姓名');
    expect(await h.count('recruit_applications')).toBe(1);
  });
});

describe('partner channels and app downloads', () => {
  test('registering through a channel records it with the new member, once; unknown channels are refused', async () => {
    expect((await h.get('/api/v1/drainage?channel=weibo')).data).toMatchObject({ partner: '微博' });
    expect((await h.get('/api/v1/drainage?channel=nope')).code).toBe(Codes.NOT_FOUND);
    const mobile = freshMobile();
    const ip = randomIp();
    const code = await h.smsCode(mobile, 'register', ip);
    const r = await h.post('/api/v1/drainage/register', { mobile: h.enc(mobile), code: h.enc(code), channel: 'weibo' }, undefined, ip);
    expect(r.code).toBe(200);
    expect(r.data.token).toBeTruthy();
    const rows = await h.db.query<{ channel: string }>('SELECT channel FROM member_channels WHERE member_id = $1', [r.data.user.id]);
    expect(rows).toEqual([{ channel: 'weibo' }]);
    // Signing in again through another channel keeps the first.
    h.clock.advance(61_000);
    const code2 = await h.smsCode(mobile, 'login', ip);
    const again = await h.post(
      '/api/v1/drainage/register',
      { mobile: h.enc(mobile), code: h.enc(code2), channel: 'campus' },
      undefined,
      ip,
    );
    expect(again.data.user.id).toBe(r.data.user.id);
    expect(await h.db.query('SELECT channel FROM member_channels WHERE member_id = $1', [r.data.user.id])).toEqual([{ channel: 'weibo' }]);
  });

  test('app download links for phones and desktop', async () => {
    const phone = await h.get('/api/v1/app/down');
    expect(phone.data.android.url).toMatch(/^https:\/\//);
    expect(phone.data.ios.version).toBeTruthy();
    expect((await h.get('/api/v1/app/pc/down')).data.url).toMatch(/^https:\/\//);
  });
});
