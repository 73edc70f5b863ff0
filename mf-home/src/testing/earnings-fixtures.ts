// Sample answers of the earnings calls, typed from the API contract.
import type { CreditOverview, HomeCheck, LedgerPage, MyTaskPage, GoldRecordPage, QualityOverview } from '@survey/contract';

const HOUR = 3_600_000;

export const sampleGoldRecords = (overrides: Partial<GoldRecordPage> = {}): GoldRecordPage => ({
  balance: 12880,
  list: [
    { id: 9, change: 20, reason: '完成任务「每日一问：你的通勤方式」', balance: 12880, createdAt: Date.now() - 3 * 60_000 },
    { id: 8, change: -1000, reason: '兑换「支付宝提现 10元」', balance: 12860, createdAt: Date.now() - 2 * 24 * HOUR },
  ],
  total: 12,
  page: 1,
  size: 10,
  ...overrides,
});

export const sampleLedgerPage = (reason: string, overrides: Partial<LedgerPage> = {}): LedgerPage => ({
  list: [{ id: 3, change: 2, reason, balance: 88, createdAt: Date.now() - 5 * HOUR }],
  total: 1,
  page: 1,
  size: 10,
  ...overrides,
});

export const sampleCredit = (overrides: Partial<CreditOverview> = {}): CreditOverview => ({
  credit: 86,
  tier: { level: 2, name: '白银会员', min: 50 },
  next: { level: 3, name: '黄金会员', min: 100 },
  tiers: [
    { level: 1, name: '普通会员', min: 0 },
    { level: 2, name: '白银会员', min: 50 },
    { level: 3, name: '黄金会员', min: 100 },
  ],
  rights: [
    { level: 1, title: '参与全部公开任务', description: '问卷、试用、看视频等任务均可参与', unlocked: true },
    { level: 2, title: '兑换 95 折', description: '兑换中心商品享 95 折金币价', unlocked: true },
  ],
  ...overrides,
});

export const sampleQuality = (overrides: Partial<QualityOverview> = {}): QualityOverview => ({
  quality: 92,
  level: 3,
  min: 85,
  max: 299,
  ...overrides,
});

export const sampleMyTasks = (overrides: Partial<MyTaskPage> = {}): MyTaskPage => ({
  list: [
    {
      taskId: 4,
      title: '每日一问：你的通勤方式',
      type: 2,
      module: 2,
      state: 1,
      finished: true,
      reward: 20,
      gold: 20,
      credit: 1,
      quality: 1,
      joinedAt: new Date('2026-11-21T10:00:00+08:00').getTime(),
      finishedAt: new Date('2026-11-21T10:05:00+08:00').getTime(),
    },
    {
      taskId: 12,
      title: '城市公共交通满意度调查',
      type: 0,
      module: 0,
      state: 2,
      finished: true,
      reward: 180,
      gold: 0,
      credit: 0,
      quality: 0,
      joinedAt: new Date('2026-11-20T09:00:00+08:00').getTime(),
      finishedAt: new Date('2026-11-20T09:03:00+08:00').getTime(),
    },
    {
      taskId: 8,
      title: '观看30秒新品广告短片',
      type: 7,
      module: 2,
      state: 0,
      finished: false,
      reward: 10,
      gold: 0,
      credit: 0,
      quality: 0,
      joinedAt: new Date('2026-11-19T08:00:00+08:00').getTime(),
      finishedAt: null,
    },
  ],
  total: 3,
  page: 1,
  size: 10,
  ...overrides,
});

export const sampleHomeCheck = (): HomeCheck => ({
  prompts: [
    {
      key: 'profile',
      title: '完善个人资料，解锁更多任务',
      message: '完成个人资料问卷可获得 50 金币和 10 质量分。',
      action: { label: '去填写', to: '/user/survey' },
    },
  ],
});
