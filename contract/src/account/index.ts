export * from './get-account';
