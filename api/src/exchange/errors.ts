// Envelope codes of redeeming (21xx). Each answer carries its Chinese message; nothing is charged.
import { BusinessError } from '../codes';

export const ExchangeCodes = {
  WITHDRAWN: 2101,
  SOLD_OUT: 2102,
  OVER_LIMIT: 2103,
  PRICE_CHANGED: 2104,
  IDENTITY_REQUIRED: 2105,
  ALIPAY_REQUIRED: 2106,
  CONSIGNEE_REQUIRED: 2107,
  KEY_REUSED: 2108,
  VOUCHER_UNUSABLE: 2109,
  ID_TAKEN: 2110,
  ID_ALREADY_VERIFIED: 2111,
  ALIPAY_NAME_MISMATCH: 2112,
  ORDER_STATE: 2113,
  VOUCHER_STATE: 2114,
  VOUCHER_BALANCE: 2115,
} as const;

export const exchangeError = (code: (typeof ExchangeCodes)[keyof typeof ExchangeCodes], message: string) =>
  new BusinessError(code, message);
