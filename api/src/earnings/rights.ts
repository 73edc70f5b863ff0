// The credit tiers and the rights each unlocks: what /home/credit lists and what the API applies. A
// right with a price rule (exchangePercent) is honoured by the exchange's pricing (exchange/pricing.ts),
// so the list a member is shown and the price they are charged come from this one table. A right no
// code applies is not listed: 高价值任务优先推荐 (every member's recommendations are by gold), 兑换审核加急
// and 专属客服 (no review queue or support desk reads the tier) were promised here and kept nowhere.
import type { CreditTier } from '@survey/contract';

export const CREDIT_TIERS: CreditTier[] = [
  { level: 1, name: '普通会员', min: 0 },
  { level: 2, name: '白银会员', min: 50 },
  { level: 3, name: '黄金会员', min: 100 },
  { level: 4, name: '铂金会员', min: 200 },
  { level: 5, name: '钻石会员', min: 500 },
];

interface Right {
  level: number;
  title: string;
  description: string;
  /** The percent of a product's gold price the member pays once unlocked. */
  exchangePercent?: number;
}

export const RIGHTS: Right[] = [
  { level: 1, title: '参与全部公开任务', description: '问卷、试用、看视频等任务均可参与' },
  { level: 2, title: '兑换 95 折', description: '兑换中心商品享 95 折金币价', exchangePercent: 95 },
];

export const creditTier = (credit: number): CreditTier => [...CREDIT_TIERS].reverse().find((t) => credit >= t.min) ?? CREDIT_TIERS[0];

/** The unlocked right that lowers exchange prices the most, with its tier, or null. */
export function exchangeRight(credit: number): { name: string; percent: number } | null {
  const tier = creditTier(credit);
  const best = RIGHTS.filter((r) => r.level <= tier.level && r.exchangePercent !== undefined).sort(
    (a, b) => a.exchangePercent! - b.exchangePercent!,
  )[0];
  return best ? { name: `${tier.name} · ${best.title}`, percent: best.exchangePercent! } : null;
}
