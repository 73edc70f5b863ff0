// Public API of @survey/release, for scripts/start.ts and the e2e suite.
export { publish, type PublishOptions, type PublishResult } from './commands/publish';
export { promote } from './commands/promote';
export { rollback } from './commands/rollback';
export { setUpdating } from './commands/updating';
export { status, type Status, type StatusRow } from './commands/status';
export { history } from './commands/history';
export { verify } from './commands/verify';
export type { CommonOptions } from './context';
export type { PromoteResult } from './make-live';
export { publishAll, type PublishAllOptions, type PublishAllItem } from './publish-all';
export { readManifest, readHistory, resolveRegistry, listVersions, REPO_ROOT } from './registry';
export { startSiteServer, DEFAULT_CSP, type SiteServer, type SiteServerOptions } from './server';
export { ReleaseError } from './fsutil';
export { nginxConfig, type NginxConfigOptions } from './commands/nginx-config';
export { startStaticSite, LIVE_SHELL_LINK, FALLBACK_SHELL_LINK } from './live-links';
export { satisfies } from './semver';
export type * from './types';
