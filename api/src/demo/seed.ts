import type { Db, Queryable } from '../db';
import { hashPassword } from '../crypto';
import { seedGroupContent, seedGroupMembers } from './groups';
import { CAMPAIGN_GOLD_HISTORY, seedCampaignContent, seedCampaignHistory } from './campaigns';
import { EXCHANGE_GOLD_HISTORY, seedCatalogueDetails, seedExchangeHistory, seedIdentityReviews } from './exchange';
import { seedAccount } from './account';
import { DEMO_INVITE_REWARD, seedInvitation } from './invitations';
import { seedEarnings } from './earnings';
import { applyTaskContent } from '../tasks/task-content';

const DAY = 86_400_000;
const cstDay = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);

export const DEMO = {
  member: { mobile: '13800138000', password: 'demo123456', nickname: '小调研员', memberCode: 'M2026001', inviteCode: 'DEMO88' },
  participant: { mobile: '13900139000', password: 'demo123456' },
  host: { mobile: '13700137000', password: 'demo123456' },
  group: { taskId: 1, hashId: 'qz8Kd1' },
};

/**
 * Seeds the site content (tasks, benefits, notices, banners, site config) when there is none, and in
 * demo mode the demo members with their history when there are no members. Production never gets a
 * demo member. Returns whether anything was added.
 */
export async function seed(db: Db, now: number, { demo }: { demo: boolean }): Promise<boolean> {
  const count = async (table: 'site_config' | 'members') =>
    (
      await db.sql
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
  const content = (await count('site_config')) === 0;
  const members = demo && (await count('members')) === 0;
  if (!content && !members) return false;
  const pwd = members ? await hashPassword(DEMO.member.password) : '';
  await db.tx(async (q) => {
    if (content) await seedContent(q, now);
    if (members) await seedMembers(q, now, pwd);
  });
  return true;
}

async function insert(q: Queryable, table: string, row: Record<string, unknown>) {
  const keys = Object.keys(row);
  await q.query(
    `INSERT INTO ${table} (${keys.join(', ')}) VALUES (${keys.map((_, i) => `$${i + 1}`).join(', ')})`,
    keys.map((k) => row[k]),
  );
}

async function seedMembers(q: Queryable, now: number, pwd: string) {
  const members = [
    {
      mobile: DEMO.member.mobile,
      nickname: DEMO.member.nickname,
      member_code: DEMO.member.memberCode,
      invite_code: DEMO.member.inviteCode,
      email: 'xiaodiaoyan@example.com',
      gold: 12860,
      credit: 86,
      quality: 92,
      bbs_role: 0,
    },
    {
      mobile: DEMO.participant.mobile,
      nickname: '王女士',
      member_code: 'M2026002',
      invite_code: 'WANG66',
      email: '',
      gold: 3200,
      credit: 40,
      quality: 75,
      bbs_role: 2,
    },
    {
      mobile: DEMO.host.mobile,
      nickname: '李主持',
      member_code: 'M2026003',
      invite_code: 'HOST01',
      email: 'host@example.com',
      gold: 0,
      credit: 0,
      quality: 60,
      bbs_role: 1,
    },
  ];
  for (const m of members) await insert(q, 'members', { ...m, password_hash: pwd, avatar: '', created_at: now - 200 * DAY });

  const earned: [number, string, number][] = [
    [3000, '完成问卷「2026年家庭饮食习惯调查」', 40],
    [100, '完成新手欢迎问卷', 39],
    DEMO_INVITE_REWARD,
    [-1000, '兑换「支付宝提现 10元」', 12],
    [15, '每日签到（连续2天）', 2],
    [20, '每日签到（连续3天）', 1],
  ];
  // Gold, credit and quality histories with running balances that add up to each member's balances.
  // The demo member's redeems (exchange.ts) join the history, oldest first.
  const gold = [...earned, ...EXCHANGE_GOLD_HISTORY, ...CAMPAIGN_GOLD_HISTORY].sort((a, b) => b[2] - a[2]);
  await seedEarnings(q, now, { 1: gold });
  // check-ins: three days in a row up to yesterday (so today continues a streak), plus an older one
  for (const [daysAgo, streak] of [
    [3, 1],
    [2, 2],
    [1, 3],
    [9, 1],
  ] as const) {
    await insert(q, 'checkins', {
      member_id: 1,
      day: cstDay(now - daysAgo * DAY),
      streak,
      reward: Math.min(10 + 5 * (streak - 1), 40),
      created_at: now - daysAgo * DAY,
    });
  }
  const messages: [string, string, boolean, number][] = [
    ['欢迎加入问卷社区', '<p>亲爱的会员，欢迎加入<b>问卷社区</b>！完成新手任务即可获得 <b>100</b> 金币。</p>', true, 200],
    ['兑换成功通知', '<p>您兑换的「支付宝提现 10元」已发放，请注意查收。</p>', true, 12],
    ['座谈会邀请', '<p>您已入选「新能源汽车用户体验座谈会」候选名单，<a href="/task/detail/1">点击查看详情</a>。</p>', false, 1],
  ];
  for (const [title, content, read, daysAgo] of messages) {
    await insert(q, 'messages', { member_id: 1, title, content, read, created_at: now - daysAgo * DAY });
  }
  await insert(q, 'messages', {
    member_id: 2,
    title: '座谈会提醒',
    content: '<p>座谈会将于明天 14:00 开始，请准时参加。</p>',
    read: false,
    created_at: now - DAY,
  });
  for (const [taskId, state] of [
    [2, 1],
    [3, 1],
    [10, 2],
  ]) {
    await insert(q, 'task_joins', { member_id: 1, task_id: taskId, state, created_at: now - 30 * DAY });
  }
  await insert(q, 'group_members', { group_id: 1, member_id: 3, role: 1, name: '李主持', avatar: '' });
  await insert(q, 'group_members', { group_id: 1, member_id: 2, role: 2, name: '王女士', avatar: '' });
  await seedGroupMembers(q, now, pwd);
  await seedExchangeHistory(q, now);
  await seedIdentityReviews(q, now);
  await seedCampaignHistory(q, now);
  await seedAccount(q, now, 1);
  await seedInvitation(q, now, 1);
}

async function seedContent(q: Queryable, now: number) {
  const tasks: [string, number, number, number, number, number, number, number][] = [
    // title, type, module, gold, minutes, quota, completed, status
    ['新能源汽车用户体验座谈会', 4, 0, 3000, 90, 12, 8, 0],
    ['新手欢迎问卷：认识一下你', 1, 1, 100, 5, 100000, 35210, 0],
    ['2026年家庭饮食习惯调查', 2, 0, 300, 15, 2000, 1430, 0],
    ['每日一问：你的通勤方式', 2, 2, 20, 2, 50000, 12087, 0],
    ['新品洗发水免费试用', 3, 0, 800, 20, 200, 136, 0],
    ['拍拍：拍下你家冰箱里的饮料', 5, 3, 150, 3, 3000, 980, 0],
    ['记账App新版试用体验', 6, 0, 600, 30, 500, 210, 0],
    ['观看30秒新品广告短片', 7, 2, 10, 1, 100000, 40211, 0],
    ['淘金：网购平台满意度调研', 0, 4, 250, 10, 3000, 2100, 0],
    ['智能手机使用习惯调查', 2, 0, 200, 12, 1500, 1500, 1],
    ['淘金：外卖平台使用体验', 2, 4, 200, 8, 4000, 1250, 0],
    ['城市公共交通满意度调查', 0, 0, 180, 10, 2500, 620, 0],
  ];
  const hashes = ['qz8Kd1', 'Wl3mQa', 'Tf7pXe', 'Hc2nRb', 'Pk9sLd', 'Zy4vGc', 'Bn6tMf', 'Ra1wKh', 'Je5xNq', 'Gu8yVs', 'Md3zCt', 'Xs7qEw'];
  for (const [i, [title, type, module, gold, minutes, quota, completed, status]] of tasks.entries()) {
    const group = type === 4;
    await insert(q, 'tasks', {
      hash_id: hashes[i],
      title,
      type,
      module,
      gold,
      minutes,
      quota,
      completed,
      status,
      host_name: group ? '李主持' : '',
      intro: group
        ? '围绕新能源汽车的购买决策、日常用车、充电体验与售后服务展开讨论，欢迎畅所欲言。'
        : `本次调研约需${minutes}分钟，完成后可获得${gold}金币。`,
      start_at: group ? now + DAY : now - 10 * DAY,
      end_at: status === 1 ? now - DAY : now + 30 * DAY,
    });
  }
  await applyTaskContent(q);
  const topics: [string, string][] = [
    ['自我介绍与用车情况', '请简单介绍一下自己，以及目前家里的用车情况。'],
    ['购车时最看重的因素', '如果现在购买新能源汽车，您最看重续航、价格、品牌还是智能化？为什么？'],
    ['充电体验', '谈谈您在小区、公司或公共充电桩充电的真实体验。'],
  ];
  for (const [i, [title, content]] of topics.entries()) {
    await insert(q, 'group_topics', { group_id: 1, title, content, sort: i, created_at: now - DAY });
  }
  await seedGroupContent(q, now);

  const benefits: [string, number, number, number, number, number, string][] = [
    // name, type, price (gold), market price (fen), stock, exchanged, tags
    ['支付宝提现 10元', 1, 1000, 1000, 9999, 15230, '热门,秒到账'],
    ['支付宝提现 30元', 1, 3000, 3000, 9999, 6120, '秒到账'],
    ['支付宝提现 50元', 1, 5000, 5000, 5000, 2310, ''],
    ['爱奇艺黄金会员月卡', 2, 2000, 2500, 300, 1820, '热门'],
    ['腾讯视频VIP月卡', 2, 2000, 2500, 260, 1544, ''],
    ['京东E卡 50元', 2, 5200, 5000, 120, 930, '限量'],
    ['话费充值 30元', 2, 3100, 3000, 1000, 2750, '三网通用'],
    ['得力笔记本 A5 5本装', 3, 1200, 1990, 80, 412, '包邮'],
    ['小米充电宝 10000mAh', 3, 9900, 9900, 35, 188, '包邮,限量'],
    ['罗技无线鼠标 M185', 3, 7900, 7900, 0, 96, '包邮'],
  ];
  for (const [i, [name, type, price, market_price_fen, stock, exchanged, tags]] of benefits.entries()) {
    await insert(q, 'benefits', { name, type, image: '', price, market_price_fen, stock, exchanged, tags, sort: i });
  }
  await seedCatalogueDetails(q);
  await seedCampaignContent(q, now);

  await insert(q, 'notices', {
    title: '春节期间兑换发放时间调整',
    content: '<p>春节期间（2月9日—2月17日）实物兑换暂停发货，节后依次发出。</p>',
    created_at: now - 5 * DAY,
  });
  await insert(q, 'notices', {
    title: '问卷社区用户协议更新',
    content: '<p>我们更新了《用户协议》与《隐私政策》，请查阅。</p>',
    created_at: now - 2 * DAY,
  });

  const banners: [string, string, string, string, string][] = [
    ['landing', '说出你的想法，赚取金币', '数百万会员的选择，靠谱的有偿调研平台', '', '/task'],
    ['landing', '邀请好友 一起赚', '每成功邀请一位好友注册，奖励500金币', '', '/home/invite'],
    ['landing', '金币兑好礼', '现金、会员卡、实物好礼随心换', '', '/exchange'],
    ['login', '贡献新想法，创造新生活', '登录后完成问卷即可获得金币奖励', '', ''],
  ];
  for (const [i, [placement, title, subtitle, image, link]] of banners.entries()) {
    await insert(q, 'banners', { placement, title, subtitle, image, link, sort: i });
  }

  const config: Record<string, unknown> = {
    appName: '问卷社区',
    copyright: 'Copyright © 2026 问卷社区 版权所有',
    slogan: '贡献新想法，创造新生活',
  };
  for (const [key, value] of Object.entries(config)) await insert(q, 'site_config', { key, value: JSON.stringify(value) });
}
