// Demo and starter content of the campaigns: their times, lottery prizes, gift rewards, the quiz, koi
// winners, answering tips, courses, partner channels and app releases; the demo member's past gift boxes.
// No video course: the site's CSP plays media from its own origin only, and the demo has no video file.
import type { Queryable } from '../db';
import { cstDay } from '../campaigns/frame';

const DAY = 86_400_000;

type Times = [start: number, end: number];

/** key, title, summary, rules, path, [start, end] in days from now, sort */
const CAMPAIGNS: [string, string, string, string, string, Times, number][] = [
  [
    'lottery',
    '幸运大抽奖',
    '每次 100 金币，最高抽中 1000 金币',
    '<p>每次抽奖消耗 <b>100</b> 金币，每天最多抽 10 次。</p><p>金币奖品即时到账，可在「金币明细」查看。</p>',
    '/lottery',
    [-30, 60],
    1,
  ],
  [
    'christmas',
    '圣诞礼盒季',
    '签到、完成任务领圣诞礼盒，开盒得金币',
    '<p>活动期间每签到一天、每完成一个任务，各得一个圣诞礼盒。</p><p>每个礼盒可打开一次，随机获得 5~188 金币。</p>',
    '/christmas',
    [-5, 40],
    2,
  ],
  [
    'duanwu',
    '端午粽享礼',
    '签到、完成任务领端午礼盒',
    '<p>活动期间每签到一天、每完成一个任务，各得一个端午礼盒，打开随机获得金币。</p>',
    '/duanwu',
    [-180, -150],
    3,
  ],
  // No count of questions here: the page counts the questions GET /v1/quiz gives.
  ['answerSheet', '调研知识挑战赛', '答题测测你的调研常识', '<p>交卷后立即出分，可分享成绩给好友。</p>', '/answerSheet', [-30, 60], 4],
  [
    'koi',
    '锦鲤大奖',
    '完成 1 个任务即可报名，赢取 iPhone',
    '<p><b>大奖：</b>iPhone 手机一台。</p><p><b>报名条件：</b>活动期间完成至少 1 个任务，然后点击「立即报名」。</p><p>活动结束后随机抽取 1 位锦鲤，在中奖名单中公布。</p>',
    '/prize',
    [-20, 40],
    5,
  ],
  [
    'recruit',
    '校园大使招募',
    '成为问卷社区校园大使，实习证明 + 丰厚奖励',
    '<p>面向全国在校大学生，负责在校园内推广问卷社区。</p><p>我们将在 5 个工作日内电话联系通过初审的同学。</p>',
    '/activities/recruit',
    [-30, 90],
    6,
  ],
];

const PRIZES: [string, number, number, number | null][] = [
  // name, gold, weight, stock (null: unlimited)
  ['谢谢参与', 0, 400, null],
  ['10 金币', 10, 300, null],
  ['50 金币', 50, 180, null],
  ['200 金币', 200, 90, null],
  ['500 金币', 500, 25, 20],
  ['1000 金币', 1000, 5, 5],
];

const GIFT_REWARDS: [string, string, number, number][] = [
  ['christmas', '圣诞小铃铛 5 金币', 5, 40],
  ['christmas', '圣诞袜 20 金币', 20, 35],
  ['christmas', '圣诞树 66 金币', 66, 20],
  ['christmas', '圣诞老人 188 金币', 188, 5],
  ['duanwu', '白粽 8 金币', 8, 50],
  ['duanwu', '蛋黄粽 20 金币', 20, 35],
  ['duanwu', '龙舟 88 金币', 88, 15],
];

const QUIZ: [string, string[], number][] = [
  ['填写问卷时遇到与自己情况不符的题目，应该怎么做？', ['随便选一个', '如实选择最接近的选项', '直接关闭问卷'], 1],
  ['下列哪种行为会降低质量分？', ['认真阅读每道题', '答题速度过快、前后矛盾', '完善个人资料'], 1],
  ['金币可以用来做什么？', ['兑换现金、会员卡和实物', '只能看不能用', '兑换积分后才能使用'], 0],
  ['被问卷甄别出局（未通过筛选）通常意味着？', ['账号被封禁', '不符合本次调研的目标人群', '网络出现错误'], 1],
  ['为了获得更多匹配的问卷，最有效的做法是？', ['注册多个账号', '完善并及时更新个人资料', '每天反复刷新任务页'], 1],
];

const TIPS: [string, string, string][] = [
  [
    '如何提高问卷通过率',
    '完善资料、认真作答是关键',
    '<h3>1. 完善个人资料</h3><p>系统按资料匹配问卷，资料越完整，推送的问卷越精准。</p><h3>2. 认真阅读题目</h3><p>问卷中常设有<b>注意力检测题</b>，快速乱选会被判为无效作答。</p><h3>3. 保持前后一致</h3><p>同一问题可能换种问法出现两次，请如实作答。</p>',
  ],
  [
    '质量分是怎么计算的',
    '了解质量分，避开扣分雷区',
    '<p>质量分反映你的作答质量，满分 100。</p><ul><li>认真完成问卷：加分</li><li>答题过短、前后矛盾：扣分</li></ul><p>质量分越高，可参与的高价值问卷越多。</p>',
  ],
  [
    '新手常见问题汇总',
    '金币多久到账？为什么被甄别？',
    '<p><b>金币多久到账？</b>完成问卷后通常即时到账，个别问卷需审核 1~3 个工作日。</p><p><b>为什么被甄别？</b>每份问卷都有目标人群，不符合条件会在开头被筛出，这很正常。</p>',
  ],
];

const COURSES: [string, string, 'article' | 'video', string, string, number][] = [
  [
    '第一课：认识问卷社区',
    '平台玩法与金币体系',
    'article',
    '<p>问卷社区是一个有偿调研平台：你回答问卷，品牌方获得真实声音，你获得金币。</p><p>金币可以在<a href="/exchange">兑换中心</a>兑换现金、会员卡和实物。</p>',
    '',
    3,
  ],
  [
    '第二课：如何认真作答',
    '三个作答要点',
    'article',
    '<h3>1. 读完题干再作答</h3><p>很多题目有限定条件，例如「过去三个月内」。</p><h3>2. 留意注意力检测题</h3><p>如「本题请选择第二项」，乱选会被判为无效作答。</p><h3>3. 保持前后一致</h3><p>同一问题可能换种问法再次出现，请如实作答。</p>',
    '',
    4,
  ],
  [
    '第三课：质量分与权益',
    '质量分越高，机会越多',
    'article',
    '<p>质量分和权益值决定了你能参与的问卷范围。</p><ul><li>完成问卷可提升质量分</li><li>连续签到可提升权益值</li></ul>',
    '',
    4,
  ],
];

const CHANNELS: [string, string, string, string][] = [
  ['default', '问卷社区', '说出你的想法，赚取金币', '新人注册即可参与新手问卷，完成得 100 金币'],
  ['weibo', '微博', '微博网友专享：填问卷赚零花钱', '通过微博注册，新手任务完成即得 100 金币'],
  ['campus', '校园大使', '大学生兼职首选：动动手指赚金币', '校园大使推荐注册，新手任务完成即得 100 金币'],
];

/** The demo member's duanwu boxes, earned by a check-in the day before opening: [reward name, gold, days ago]. */
const DUANWU_BOXES: [string, number, number][] = [
  ['蛋黄粽 20 金币', 20, 170],
  ['龙舟 88 金币', 88, 168],
];

/** The gold the demo member's opened gift boxes gave, [change, reason, days ago], for the seeded ledger. */
export const CAMPAIGN_GOLD_HISTORY: [number, string, number][] = DUANWU_BOXES.map(([name, gold, daysAgo]) => [
  gold,
  `端午粽享礼礼盒：${name}`,
  daysAgo,
]);

export async function seedCampaignContent(q: Queryable, now: number): Promise<void> {
  for (const [key, title, summary, rules, path, [start, end], sort] of CAMPAIGNS) {
    await q.sql
      .insertInto('campaigns')
      .values({ key, title, summary, rules, path, start_at: now + start * DAY, end_at: now + end * DAY, sort })
      .execute();
  }
  for (const [i, [name, gold, weight, stock]] of PRIZES.entries()) {
    await q.sql.insertInto('lottery_prizes').values({ name, gold, weight, stock, sort: i }).execute();
  }
  for (const [campaign, name, gold, weight] of GIFT_REWARDS)
    await q.sql.insertInto('gift_rewards').values({ campaign, name, gold, weight }).execute();
  for (const [i, [title, options, answer]] of QUIZ.entries()) {
    await q.sql
      .insertInto('quiz_questions')
      .values({ title, options: options.join('\n'), answer, points: 20, sort: i })
      .execute();
  }
  const winners: [string, string, string, string, number][] = [
    ['第 3 期', '快乐的小鱼', 'M2025118', 'iPhone 手机一台', 25],
    ['第 2 期', '星星点灯', 'M2025067', '戴森吹风机一台', 85],
    ['第 1 期', '调研达人', 'M2024903', '华为平板一台', 150],
  ];
  for (const [round, nickname, member_code, prize, daysAgo] of winners) {
    await q.sql
      .insertInto('koi_winners')
      .values({ round, nickname, member_code, prize, announced_at: now - daysAgo * DAY })
      .execute();
  }
  for (const [i, [title, summary, content]] of TIPS.entries()) {
    await q.sql
      .insertInto('tip_articles')
      .values({ title, summary, content, created_at: now - (i + 1) * 7 * DAY })
      .execute();
  }
  for (const [i, [title, summary, kind, content, video_url, minutes]] of COURSES.entries()) {
    await q.sql.insertInto('courses').values({ title, summary, kind, content, video_url, minutes, sort: i }).execute();
  }
  for (const [code, partner, headline, gift] of CHANNELS)
    await q.sql.insertInto('drainage_channels').values({ code, partner, headline, gift }).execute();
  const releases: [string, string, string, string][] = [
    ['android', '3.2.0', 'https://sj.qq.com/', '48.6 MB'],
    ['ios', '3.2.0', 'https://apps.apple.com/cn/', '96.1 MB'],
    ['pc', '1.4.2', 'https://www.microsoft.com/zh-cn/store/apps/windows', '72.3 MB'],
  ];
  for (const [platform, version, url, size] of releases) {
    await q.sql
      .insertInto('app_releases')
      .values({ platform, version, url, size, released_at: now - 14 * DAY })
      .execute();
  }
}

/** The demo member's opened duanwu boxes (their gold is in CAMPAIGN_GOLD_HISTORY). */
export async function seedCampaignHistory(q: Queryable, now: number): Promise<void> {
  for (const [reward_name, reward_gold, daysAgo] of DUANWU_BOXES) {
    const at = now - daysAgo * DAY;
    await q.sql
      .insertInto('gift_boxes')
      .values({
        campaign: 'duanwu',
        member_id: 1,
        source: `checkin:${cstDay(at - DAY)}`,
        earned_at: at - DAY,
        opened_at: at,
        reward_name,
        reward_gold,
      })
      .execute();
  }
}
