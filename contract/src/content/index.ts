// Calls of the content domain, one file each.
export * from './get-site-config';
export * from './get-banners';
export * from './get-banners-login';
export * from './get-page';
export * from './get-messages-new';
export * from './get-messages';
export * from './get-message';
export * from './post-messages-read';
export * from './get-notices-unread';
export * from './get-notice';
export * from './post-notices-read';
export * from './get-group-task';
export * from './get-messages-screen';
export * from './post-messages-flash-read';
