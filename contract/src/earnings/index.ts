// Calls of the earnings domain (gold, credit and quality ledgers, home prompts), one file each.
export * from './get-gold-records';
export * from './get-credit';
export * from './get-credits';
export * from './get-quality';
export * from './get-qualities';
export * from './get-home-check';
