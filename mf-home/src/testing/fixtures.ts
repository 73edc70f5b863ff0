// Sample API answers for the home area's tests, typed from the API contract: a renamed field fails their typecheck.
import type { Account, CheckinResult, CheckinState, IdentityReview, Task } from '@survey/contract';
import { nowInChina } from '@survey/shared/format';

export const sampleAccount = (overrides: Partial<Account> = {}): Account => ({
  id: 1001,
  nickname: '晴天小麦',
  avatar: '',
  memberCode: 'WJ20231001',
  mobile: '138****8000',
  bbsRole: 0,
  email: 'xiaomai@example.com',
  gold: 1280,
  credit: 66,
  quality: 92,
  inviteCode: 'XM8K2Q',
  hasPassword: true,
  sns: { wechat: true, qq: false, weibo: false, alipay: false },
  ...overrides,
});

/** This month's first and second day: check-in days that always fall in the calendar shown. */
export const monthDay = (day: number) =>
  nowInChina()
    .startOf('month')
    .add(day - 1, 'day')
    .format('YYYY-MM-DD');

export const sampleCheckin = (overrides: Partial<CheckinState> = {}): CheckinState => ({
  checkedToday: false,
  streak: 2,
  todayReward: 20,
  nextReward: 25,
  days: [monthDay(1), monthDay(2)],
  ...overrides,
});

/** What POST /v1/users/checkin answers: the coins earned, the new streak and the new balance. */
export const sampleCheckinResult = (overrides: Partial<CheckinResult> = {}): CheckinResult => ({
  reward: 20,
  streak: 3,
  gold: 1300,
  ...overrides,
});

export const sampleTasks = (): Task[] => [
  {
    id: 11,
    title: '2026 年新能源汽车购买意向调研',
    type: 2,
    module: 2,
    gold: 300,
    minutes: 15,
    quota: 500,
    remaining: 128,
    status: 0,
    joinState: null,
    endAt: Date.now() + 5 * 86_400_000,
  },
  {
    id: 12,
    title: '智能手表新品试用招募',
    type: 3,
    module: 1,
    gold: 150,
    minutes: 8,
    quota: 50,
    remaining: 12,
    status: 0,
    joinState: null,
    endAt: Date.now() + 2 * 86_400_000,
  },
];

/** A valid real-name verification (masked as the API answers it), and none ever submitted. */
export const VERIFIED: IdentityReview = {
  verified: true,
  name: '**燕',
  idNumber: '310***********2426',
  verifiedAt: 1,
  auditStatus: 1,
  auditReason: '',
};
export const UNVERIFIED: IdentityReview = { verified: false, name: '', idNumber: '', verifiedAt: null, auditStatus: null, auditReason: '' };
