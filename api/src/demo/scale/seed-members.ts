// The members pass: histories are made a chunk of members at a time and written in time order across
// the chunk (as a live site writes them, interleaved), through one COPY per table. Ids are given here,
// in that order, so each member's ledger ids grow with time like the API's own inserts.
import { orderNo } from '../../exchange/order-view';
import type { CopyTable } from './copy';
import { type BenefitPick, type Event, type TaskPick, memberHistory } from './member-history';
import { HISTORY_MS, random } from './volumes';

export const MEMBER_TABLES = {
  members: ['id', 'mobile', 'password_hash', 'nickname', 'member_code', 'invite_code', 'gold', 'gold_rows', 'created_at'],
  gold_records: ['id', 'member_id', 'change', 'reason', 'balance', 'ref', 'kind', 'created_at'],
  task_joins: ['member_id', 'task_id', 'state', 'created_at', 'finished_at', 'gold'],
  exchange_orders: [
    'id',
    'order_no',
    'member_id',
    'idem_key',
    'benefit_id',
    'benefit_name',
    'type',
    'image',
    'price',
    'paid',
    'state',
    'destination',
    'destination_masked',
    'created_at',
    'updated_at',
  ],
  exchange_order_events: ['order_id', 'state', 'note', 'actor', 'created_at'],
  checkins: ['member_id', 'day', 'streak', 'reward', 'created_at'],
  messages: ['member_id', 'title', 'content', 'read', 'created_at'],
} as const;
export type MemberTable = keyof typeof MEMBER_TABLES;

/** The mobile of seeded member `id`: 170 (a virtual operator's prefix) and the id in 8 digits. */
export const scaleMobile = (id: number) => `170${String(id).padStart(8, '0')}`;

const CHUNK = 10_000;
const DAY = 86_400_000;

export interface MembersPassInput {
  members: number;
  activity: Float64Array;
  now: number;
  seed: number;
  passwordHash: string;
  tasks: TaskPick[];
  benefits: BenefitPick[];
  out: Record<MemberTable, CopyTable>;
  progress(done: number): void;
}

function destination(b: BenefitPick, mobile: string): [string, string] {
  if (b.type === 1) return [`支付宝 ${mobile}（会员）`, `支付宝 ${mobile.slice(0, 3)}****${mobile.slice(-4)}（*员）`];
  if (b.type === 3) return ['会员 收货地址', '会* 收货地址'];
  if (b.virtual_kind === 'topup') return [`充值号码 ${mobile}`, `充值号码 ${mobile.slice(0, 3)}****${mobile.slice(-4)}`];
  return ['卡券专区', '卡券专区'];
}

export async function membersPass(input: MembersPassInput): Promise<void> {
  const { members, activity, now, out } = input;
  let ledgerId = 0;
  let orderId = 0;
  for (let first = 1; first <= members; first += CHUNK) {
    const last = Math.min(members, first + CHUNK - 1);
    const chunk: { member: number; e: Event }[] = [];
    for (let id = first; id <= last; id++) {
      const rnd = random(input.seed * 1_000_003 + id);
      const h = memberHistory(activity[id], now, HISTORY_MS, input.tasks, input.benefits, rnd);
      const mobile = scaleMobile(id);
      const year = new Date(h.createdAt + 8 * 3600_000).getUTCFullYear();
      const code = `S${id.toString(36).toUpperCase().padStart(5, '0')}`;
      await out.members.write([
        id,
        mobile,
        input.passwordHash,
        `会员${mobile.slice(-4)}`,
        `M${year}${String(id).padStart(3, '0')}`,
        code,
        h.gold,
        h.ledgerRows,
        h.createdAt,
      ]);
      for (const e of h.events) chunk.push({ member: id, e });
    }
    chunk.sort((a, b) => a.e.t - b.e.t);
    for (const { member, e } of chunk) await emit(member, e);
    input.progress(last);
  }

  async function emit(member: number, e: Event): Promise<void> {
    switch (e.kind) {
      case 'reward':
        return out.gold_records.write([++ledgerId, member, e.change, e.reason, e.balance, e.ref, 'earning', e.t]);
      case 'checkin':
        await out.checkins.write([member, e.day, e.streak, e.change, e.t]);
        return out.gold_records.write([++ledgerId, member, e.change, `每日签到（连续${e.streak}天）`, e.balance, null, 'earning', e.t]);
      case 'join': {
        const started = e.t - e.task.minutes * 60_000;
        await out.task_joins.write([member, e.task.id, e.state, started, e.finishedAt, e.gold]);
        if (e.state !== 1) return;
        return out.gold_records.write([
          ++ledgerId,
          member,
          e.gold,
          `完成任务「${e.task.title}」`,
          e.balance,
          `task:${e.task.id}`,
          'earning',
          e.t,
        ]);
      }
      case 'order': {
        const b = e.benefit;
        const id = ++orderId;
        // Recent orders still wait (for review, or to be issued); older ones were issued.
        const state = now - e.t > 3 * DAY ? 1 : b.type === 2 ? 2 : 0;
        const [full, masked] = destination(b, scaleMobile(member));
        await out.exchange_orders.write([
          id,
          orderNo(id, e.t),
          member,
          `seed-${id}`,
          b.id,
          b.name,
          b.type,
          b.image,
          b.price,
          b.price,
          state,
          full,
          masked,
          e.t,
          e.t,
        ]);
        await out.exchange_order_events.write([
          id,
          state,
          state === 1 ? '已发放' : '已提交，等待处理',
          state === 1 ? 'system' : 'member',
          e.t,
        ]);
        return out.gold_records.write([++ledgerId, member, -b.price, `兑换「${b.name}」`, e.balance, `exchange:${id}`, 'spending', e.t]);
      }
      case 'message':
        return out.messages.write([member, e.title, e.content, e.read, e.t]);
    }
  }
}
