// Sample API answers for the campaign area's tests, typed from the API contract: a renamed field fails their typecheck.
import type { Banner, Campaign, GiftBox, InfoPage, Lottery, LotteryDraw, QuizQuestion, QuizResult } from '@survey/contract';

export const sampleBanners = (): Banner[] => [
  { id: 1, title: '新人专享任务', subtitle: '完成首份问卷得 200 金币', image: '', link: '/task' },
  {
    id: 2,
    title: '冬季新品试用',
    subtitle: '免费领取试用装',
    image: '/api/oss/files/winter.jpg',
    link: 'https://partner.example.com/trial',
  },
  { id: 3, title: '邀请好友', subtitle: '好友注册双方各得金币', image: '', link: 'javascript:alert(1)' },
];

export const samplePage = (overrides: Partial<InfoPage> = {}): InfoPage => ({
  slug: 'about',
  title: '关于我们',
  html: '<h2>我们是谁</h2><p>专注消费者洞察的在线调研社区。</p><img src="x" onerror="window.__hacked = true"><script>window.__hacked = true</script>',
  updatedAt: new Date('2026-03-01T10:00:00+08:00').getTime(),
  ...overrides,
});

const DAY = 86_400_000;

export const sampleCampaign = (overrides: Partial<Campaign> = {}): Campaign => ({
  key: 'lottery',
  title: '幸运大抽奖',
  summary: '每次 100 金币，最高抽中 1000 金币',
  rules: '<p>每天最多抽 10 次。</p><script>window.__hacked = true</script>',
  path: '/lottery',
  startAt: Date.now() - 10 * DAY,
  endAt: Date.now() + 10 * DAY,
  state: 'running',
  ...overrides,
});

export const sampleLottery = (overrides: Partial<Lottery> = {}): Lottery => ({
  prizes: [
    { id: 1, name: '谢谢参与', gold: 0, available: true },
    { id: 2, name: '50 金币', gold: 50, available: true },
    { id: 3, name: '1000 金币', gold: 1000, available: false },
  ],
  cost: 100,
  dailyLimit: 10,
  drawsToday: 2,
  gold: 1200,
  ...overrides,
});

export const sampleDraw = (overrides: Partial<LotteryDraw> = {}): LotteryDraw => ({
  id: 7,
  prizeId: 2,
  prizeName: '50 金币',
  cost: 100,
  gold: 50,
  createdAt: Date.now(),
  ...overrides,
});

export const sampleBoxes = (): GiftBox[] => [
  { id: 11, source: '2026-11-22 签到', earnedAt: Date.now() - DAY, openedAt: null, reward: null },
  {
    id: 12,
    source: '完成任务「家庭饮食习惯调查」',
    earnedAt: Date.now() - 2 * DAY,
    openedAt: Date.now() - DAY,
    reward: { name: '圣诞袜 20 金币', gold: 20 },
  },
];

export const sampleQuiz = (): QuizQuestion[] => [
  { id: 1, title: '金币可以用来做什么？', options: ['兑换好礼', '只能看'], points: 50 },
  { id: 2, title: '被甄别出局意味着？', options: ['账号被封', '不符合目标人群'], points: 50 },
];

export const sampleQuizResult = (overrides: Partial<QuizResult> = {}): QuizResult => ({
  id: 'r3sultR3sultR3sult',
  nickname: '小**员',
  score: 50,
  total: 100,
  correct: 1,
  questions: 2,
  createdAt: Date.now(),
  ...overrides,
});
