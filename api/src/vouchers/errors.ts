// Envelope codes of the voucher zone, in redeeming's 21xx range (the rest: exchange/errors.ts,
// delivery/errors.ts). Each answer carries its Chinese message.
export const VoucherCodes = {
  VOUCHER_UNUSABLE: 2109,
  VOUCHER_STATE: 2114,
  VOUCHER_BALANCE: 2115,
} as const;
