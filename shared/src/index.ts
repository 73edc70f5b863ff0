// The core entry point of @survey/shared, one federated singleton: platform, HTTP client,
// session, overlays (toasts, loading) and the area runtime — what every page needs. The rest is shared as
// separate singletons so a page downloads only what it renders: `@survey/shared/ui` (UI kit),
// `/format` (labels, number and date formatting with dayjs), `/upload`, `/crypto` (jsencrypt),
// `/router`. Code of one entry point reaches another only through its package specifier: a
// relative import across entry points would bundle a second copy of that module.
export * from './platform-contract';
export * from './platform';
export * from './http';
export * from './session';
export * from './overlays';
export * from './area-runtime';
