// The product page with its redeem steps, rendered in the area with every call answered from fixtures.
import { createTestPlatform, renderArea } from '@survey/shared/testing';
import type { BenefitDetail, CallResponse, ExchangeInfo } from '@survey/contract';
import { getBenefit, getExchangeInfo, postVoucherAllow } from '@survey/contract';
import { area } from '../app/area';
import { sampleDetail, sampleExchangeInfo } from './fixtures';

/** A coupon the item accepts: 200 coins off from 2,000. */
export const COUPON_OFFER: CallResponse<typeof postVoucherAllow>[number] = {
  voucher: {
    id: 3,
    kind: 'coupon',
    title: '满 2,000 减 200 金币',
    state: 0,
    expiresAt: Date.now() + 86_400_000,
    createdAt: 0,
    rules: '',
    code: '',
    faceValueFen: 0,
    balanceFen: 0,
    orderId: null,
    deduction: 200,
    threshold: 2000,
    exchangeType: null,
  },
  deduction: 200,
  payable: 5000,
};

// Every answer is set before the page renders: its first requests leave during the render.
export function setup(
  options: {
    loggedIn?: boolean;
    detail?: Partial<BenefitDetail>;
    info?: Partial<ExchangeInfo>;
    path?: string;
    offers?: CallResponse<typeof postVoucherAllow>;
  } = {},
) {
  const platform = createTestPlatform({ loggedIn: options.loggedIn ?? true });
  platform.server.respond(getBenefit, sampleDetail(options.detail));
  platform.server.respond(getExchangeInfo, sampleExchangeInfo(options.info));
  platform.server.respond(postVoucherAllow, options.offers ?? []);
  renderArea(area, { platform, path: options.path ?? '/exchange/detail/7' });
  return platform;
}
