// One member's history, in time order, made so the API's invariants hold: the gold balance is the sum
// of the ledger, each row carries the balance after it and never goes below zero, a spending row is an
// order's payment (ref exchange:<order>), a task reward is a completed join (ref task:<task>) and a
// check-in row is a check-in of that China-time day with its streak.
import { checkinReward, cstDay } from '../../account/checkin';
import { PER_MEMBER, recentBiased, roundRandom } from './volumes';

const DAY = 86_400_000;
const CST = 8 * 3600_000;

export interface TaskPick {
  id: number;
  title: string;
  gold: number;
  minutes: number;
}
export interface BenefitPick {
  id: number;
  name: string;
  type: number;
  image: string;
  price: number;
  virtual_kind: string;
}

export type Event =
  | { t: number; kind: 'reward'; change: number; reason: string; balance: number; ref: string | null }
  | { t: number; kind: 'checkin'; day: string; streak: number; change: number; balance: number }
  | { t: number; kind: 'order'; benefit: BenefitPick; balance: number }
  | { t: number; kind: 'join'; task: TaskPick; state: number; finishedAt: number | null; gold: number; balance: number | null }
  | { t: number; kind: 'message'; title: string; content: string; read: boolean };

export interface History {
  createdAt: number;
  gold: number;
  /** How many gold ledger rows the events make (members.gold_rows). */
  ledgerRows: number;
  events: Event[];
}

const REWARDS = ['参与活动奖励', '邀请好友奖励', '抽奖获得金币', '问卷补偿奖励'];
const MESSAGES: [string, string][] = [
  ['任务奖励已到账', '您参与的调研已审核通过，金币已发放到您的账户。'],
  ['兑换进度通知', '您的兑换订单状态已更新，请到兑换记录查看。'],
  ['新任务上线', '有新的调研任务符合您的资料，快去任务大厅看看吧。'],
];
/** Joins that earned nothing: screened out (2), quota full (3), timed out (8). */
const UNPAID_STATES = [2, 2, 2, 3, 8, 8];

/** `count` distinct items of `from` (a partial shuffle of a copy when many are wanted). */
function distinct<T>(from: T[], count: number, rnd: () => number): T[] {
  if (count * 4 < from.length) {
    const seen = new Set<number>();
    while (seen.size < count) seen.add(Math.floor(rnd() * from.length));
    return [...seen].map((i) => from[i]);
  }
  const copy = from.slice();
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(rnd() * (copy.length - i));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, count);
}

const sortedTimes = (n: number, from: number, to: number, rnd: () => number) =>
  Float64Array.from({ length: n }, () => recentBiased(from, to, rnd)).sort();

/** The history of a member of the given activity (mean 1), joined at a recent-biased moment. */
export function memberHistory(
  activity: number,
  now: number,
  historyMs: number,
  tasks: TaskPick[],
  benefits: BenefitPick[],
  rnd: () => number,
): History {
  const createdAt = recentBiased(now - historyMs, now - DAY, rnd);
  const joins = Math.min(Math.floor(tasks.length * 0.8), roundRandom(PER_MEMBER.joins * activity, rnd));
  const picked = distinct(tasks, joins, rnd);
  const paid = picked.filter(() => rnd() < 0.6);
  const unpaid = picked.filter((t) => !paid.includes(t));
  const orders = roundRandom(PER_MEMBER.orders * activity * 1.4, rnd);
  const ledger = Math.max(1, roundRandom(PER_MEMBER.ledger * activity, rnd), paid.length + orders);
  // Which ledger rows are task rewards and which orders; orders lean late (gold has to be earned first).
  const slots: ('task' | 'order' | 'other')[] = new Array(ledger).fill('other');
  let placed = 0;
  for (const _ of paid) {
    let i: number;
    do i = Math.floor(rnd() * ledger);
    while (slots[i] !== 'other');
    slots[i] = 'task';
    placed++;
  }
  for (let n = 0; n < orders && placed < ledger; n++, placed++) {
    let i: number;
    do i = Math.floor(ledger * Math.sqrt(rnd()));
    while (slots[i] !== 'other');
    slots[i] = 'order';
  }
  const events: Event[] = [];
  const times = sortedTimes(ledger, createdAt, now, rnd);
  const cheapest = benefits.reduce((a, b) => (b.price < a.price ? b : a));
  let balance = 0;
  let lastDay = -1;
  let streak = 0;
  let nextPaid = 0;
  slots.forEach((slot, i) => {
    const t = times[i];
    if (slot === 'task') {
      const task = paid[nextPaid++];
      balance += task.gold;
      events.push({ t, kind: 'join', task, state: 1, finishedAt: t, gold: task.gold, balance });
      return;
    }
    if (slot === 'order') {
      const wanted = benefits[Math.floor(rnd() * rnd() * benefits.length)];
      const benefit = wanted.price <= balance ? wanted : cheapest;
      if (benefit.price <= balance) {
        balance -= benefit.price;
        events.push({ t, kind: 'order', benefit, balance });
        return;
      }
    }
    const day = Math.floor((t + CST) / DAY);
    if (day !== lastDay && rnd() < 0.7) {
      streak = day === lastDay + 1 ? streak + 1 : 1;
      lastDay = day;
      const change = checkinReward(streak);
      balance += change;
      events.push({ t, kind: 'checkin', day: cstDay(t), streak, change, balance });
      return;
    }
    const change = 10 * (5 + Math.floor(rnd() * 46));
    balance += change;
    events.push({ t, kind: 'reward', change, reason: REWARDS[Math.floor(rnd() * REWARDS.length)], balance, ref: null });
  });
  const unpaidTimes = sortedTimes(unpaid.length, createdAt, now, rnd);
  unpaid.forEach((task, i) => {
    const t = unpaidTimes[i];
    // A start from the last two days may still be under way; older ones ended one way or another.
    const ongoing = now - t < 2 * DAY && rnd() < 0.3;
    const state = ongoing ? 0 : UNPAID_STATES[Math.floor(rnd() * UNPAID_STATES.length)];
    events.push({ t, kind: 'join', task, state, finishedAt: ongoing ? null : t, gold: 0, balance: null });
  });
  const messageTimes = sortedTimes(roundRandom(PER_MEMBER.messages * activity, rnd), createdAt, now, rnd);
  for (const t of messageTimes) {
    const [title, content] = MESSAGES[Math.floor(rnd() * MESSAGES.length)];
    events.push({ t, kind: 'message', title, content, read: now - t > 7 * DAY || rnd() < 0.5 });
  }
  // Every slot made exactly one ledger row (an order that could not be paid became an earning).
  return { createdAt, gold: balance, ledgerRows: ledger, events };
}
