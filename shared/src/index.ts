// Public surface of @survey/shared. Each folder owns its own index.ts.
export * from './platform';
export * from './http';
export * from './session';
export * from './feedback';
export * from './upload';
export * from './labels';
export * from './format';
export * from './ui';
export * from './area-runtime';
