// Envelope codes of redeeming (21xx; payout details' in delivery/errors.ts, the voucher zone's in
// vouchers/errors.ts). Each answer carries its Chinese message; nothing is charged.
import { BusinessError } from '../codes';
import { DeliveryCodes } from '../delivery/errors';
import { VoucherCodes } from '../vouchers/errors';

export const ExchangeCodes = {
  WITHDRAWN: 2101,
  SOLD_OUT: 2102,
  OVER_LIMIT: 2103,
  PRICE_CHANGED: 2104,
  KEY_REUSED: 2108,
  ORDER_STATE: 2113,
} as const;

type RedeemCodes = typeof ExchangeCodes & typeof DeliveryCodes & typeof VoucherCodes;

export const exchangeError = (code: RedeemCodes[keyof RedeemCodes], message: string) => new BusinessError(code, message);
