export * from './define-area';
export * from './platform-context';
export * from './area-root';
export * from './area-routes';
export * from './create-area-lifecycles';
export * from './platform-overlays';
export * from './load-site-config';
export * from './use-request';
