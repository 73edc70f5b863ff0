// Calls of the voucher zone (/v1/benefits…: the cards and coupons a member holds), one file each.
export * from './voucher';
export * from './get-vouchers';
export * from './get-voucher';
export * from './post-voucher-reveal';
export * from './post-voucher-check';
export * from './post-voucher-allow';
export * from './post-voucher-use';
export * from './post-voucher-use-value';
