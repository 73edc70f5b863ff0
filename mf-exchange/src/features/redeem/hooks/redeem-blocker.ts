import type { BenefitDetail, ExchangeInfo } from '@survey/contract';
import { formatGold } from '@survey/shared/format';

/**
 * Why the member cannot redeem the product now, said before anything is sent (the API refuses the
 * same cases), or null. `payable` is the least the API would charge this member for it (their right
 * and their best coupon applied).
 */
export function redeemBlocker(b: BenefitDetail, info: ExchangeInfo | null, payable = b.price): string | null {
  if (!b.onSale) return '该商品已下架';
  if (b.stock <= 0) return '商品已兑完';
  if (!info) return null;
  if (b.perMemberLimit > 0 && info.redeemed >= b.perMemberLimit) return `每人限兑 ${b.perMemberLimit} 件，您已兑换 ${info.redeemed} 件`;
  if (info.gold < payable) return `金币不足，还差 ${formatGold(payable - info.gold)}`;
  return null;
}
