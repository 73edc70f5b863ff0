// Page assembly, shared by the site server and static-server set-ups (see docs/architecture.md).
export {
  assemblePage,
  inlineJson,
  MANIFEST_ELEMENT_ID,
  PRELOAD_HINTS_ELEMENT_ID,
  SEEDED_ANSWERS_ELEMENT_ID,
  SITE_CONFIG_ELEMENT_ID,
  type AssembleOptions,
} from './assemble-page';
export { siteConfigSource, type SiteConfigSource } from './site-config';
export { preloadHints, type PreloadHint } from './preload-hints';
export { matchRoute, type RouteMatch } from './match-route';
export { DATA_PAGE_TTL_MS, prerenderPage, type PrerenderedPage, type PrerenderOptions } from './prerender-page';
export { fetchPublicAnswers, isPublicGet, type WantedAnswer } from './public-answers';
export { recordStaticSiteConfig, STATIC_SITE_CONFIG } from './static-site-config';
export { writeSitePages, PAGES_DIR, DEFAULT_PAGE } from './write-site-pages';
