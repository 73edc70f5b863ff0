// The one pricing rule of a redeem: the product's gold price, less what the member's credit right takes
// off (rights.ts), less a coupon's deduction (which never makes the price negative). The redeem
// (exchange/redeem.ts) charges it; the redeem flow's info and the allowed coupons show it.
import type { MemberPrice } from '@survey/contract';
import { exchangeRight } from './rights';

/** The price of a product of `price` gold for a member with `credit`, before any coupon. */
export function memberPrice(price: number, credit: number): MemberPrice {
  const right = exchangeRight(credit);
  // Rounded in the member's favour: 95 折 of 999 is 949.
  const memberDiscount = right ? price - Math.floor((price * right.percent) / 100) : 0;
  return { price, memberDiscount, right: right?.name ?? null, payable: price - memberDiscount };
}

/** The coupon's share once the right is applied: never more than what is left to pay. */
export const couponShare = (p: MemberPrice, couponDeduction: number) => Math.min(couponDeduction, p.payable);
