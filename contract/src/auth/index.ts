// Calls of the auth domain, one file each.
export * from './post-sms-send';
export * from './post-sms-challenge';
export * from './post-sms-login';
export * from './post-password-login';
export * from './post-sms-register';
export * from './post-token-refresh';
export * from './post-logout';
export * from './get-qrcode-login';
export * from './get-qrcode-check';
export * from './post-password-reset';
export * from './post-invite-check';
export * from './post-invite';
export * from './post-invite-code';
export * from './get-sns-url';
export * from './get-sns-callback';
export * from './post-sns-bind';
export * from './post-sns-register';
