// Calls of the exchange domain (catalogue, redeem, records, operator helpers), one file each.
export * from './get-benefits';
export * from './get-benefit';
export * from './member-price';
export * from './exchange-order';
export * from './post-exchange-order';
export * from './get-exchange-orders';
export * from './get-exchange-order';
export * from './operator-order';
export * from './get-dev-orders';
export * from './post-dev-order';
