// Public API of @survey/release, for scripts/start.ts and the e2e suite.
import { keepStaticSiteInStep } from './pages/live-links';

// Whoever publishes through this entry keeps a static site's links and pages in step, as the CLI does.
keepStaticSiteInStep();

export { publish, type PublishOptions, type PublishResult } from './operations/publish';
export { promote } from './operations/promote';
export { rollback } from './operations/rollback';
export { preview, type PreviewResult } from './operations/preview';
export { promoteCanary, endCanary, canaryPercent, type CanaryResult, type EndCanaryOptions, type EndedCanary } from './rollout/canary';
export { deviceBucket, inCanary, signDeviceId } from '@survey/contract/device-id';
export { deviceKey } from './rollout/device-key';
export { AUTO_ROLLBACK_RULE, type Rule } from './rollout/auto-rollback-rule';
export { setUpdating } from './operations/updating';
export { status, type Status, type StatusRow } from './operations/status';
export { history } from './operations/history';
export { verify } from './operations/verify';
export type { CommonOptions } from './registry/context';
export type { PromoteResult } from './registry/make-live';
export { publishAll, type PublishAllOptions, type PublishAllItem } from './operations/publish-all';
export { readManifest, readHistory, resolveRegistry, listVersions, REPO_ROOT } from './registry/layout';
export { startSiteServer, type SiteServer, type SiteServerOptions } from './web/server';
export { DEFAULT_CSP } from './web/security-headers';
export { ReleaseError } from './base/release-error';
export { nginxConfig, type NginxConfigOptions } from './nginx/nginx-config';
export { edgeNginxConfig, type EdgeNginxOptions } from './nginx/nginx-edge';
export { createRegistryService, DEFAULT_UPLOAD_LIMIT_MB, type RegistryServiceOptions } from './service/create-service';
export { createTokenLocked, revokeTokenLocked, listTokens } from './operations/token';
export type { Action, NewToken, TokenView } from './registry/tokens/token-store';
export { recordStaticSiteConfig } from './pages';
export { startStaticSite, LIVE_SHELL_LINK, FALLBACK_SHELL_LINK } from './pages/live-links';
export { pagesRendered } from './pages/page-renders';
export { satisfies } from './base/semver';
export { freePort } from './base/free-port';
export type * from './base/types';
