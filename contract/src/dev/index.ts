// Demo-only calls (registered in demo mode only), one file each.
export * from './get-dev-sms';
export * from './get-dev-qrcode-scan';
export * from './post-dev-qrcode-confirm';
export * from './get-dev-qrcode-approve';
export * from './get-dev-oauth-authorize';
export * from './get-dev-oauth-approve';
