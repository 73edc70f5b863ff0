// Public API of @survey/release, for scripts/start.ts and the e2e suite.
export {
  publish,
  promote,
  rollback,
  setUpdating,
  status,
  history,
  verify,
  publishAll,
  type CommonOptions,
  type PublishOptions,
  type PublishResult,
  type PromoteResult,
  type PublishAllOptions,
  type PublishAllItem,
  type Status,
  type StatusRow,
} from './operations';
export { readManifest, readHistory, resolveRegistry, listVersions, REPO_ROOT } from './registry';
export { loadBuild } from './build';
export { startSiteServer, DEFAULT_CSP, type SiteServer, type SiteServerOptions } from './server';
export { ReleaseError } from './fsutil';
export { satisfies } from './semver';
export type * from './types';
