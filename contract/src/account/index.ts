// Calls of the account domain, one file each.
export * from './get-account';
export * from './get-sns';
export * from './post-sns-unbind';
export * from './post-nickname';
export * from './post-avatar';
export * from './post-password';
export * from './get-invite';
export * from './get-checkin';
export * from './post-checkin';
