export * from './post-password-login';
