// Calls of the member's payout and delivery details (identity, Alipay, address, regions), one file each.
export * from './fields';
export * from './get-id-verify';
export * from './post-id-verify';
export * from './get-alipay';
export * from './post-alipay';
export * from './get-consignee';
export * from './post-consignee';
export * from './post-consignee-delete';
export * from './post-consignee-default';
export * from './get-consignees';
export * from './get-jd-cities';
export * from './get-exchange-info';
