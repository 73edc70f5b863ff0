// Envelope codes of payout and delivery details, in redeeming's 21xx range (the rest: exchange/errors.ts,
// vouchers/errors.ts). Each answer carries its Chinese message.
export const DeliveryCodes = {
  IDENTITY_REQUIRED: 2105,
  ALIPAY_REQUIRED: 2106,
  CONSIGNEE_REQUIRED: 2107,
  ID_TAKEN: 2110,
  ID_ALREADY_VERIFIED: 2111,
  ALIPAY_NAME_MISMATCH: 2112,
} as const;
