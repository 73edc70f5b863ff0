import { DEFAULT_SITE_CONFIG } from '../area-runtime/load-site-config';
import { createPlatform } from '../platform/create-platform';
import type { Platform, SiteConfig } from '../platform-contract';
import { createMemoryCookieJar, createMemoryStorage } from '../session';
import { theme } from '../ui/theme';

/**
 * The platform a pre-rendered page is rendered with: a signed-out visitor with nothing stored,
 * the site config the page inlines, completed as the shell completes it. Render only reads it;
 * nothing is sent or navigated.
 */
export function createPrerenderPlatform(inlined: Partial<SiteConfig>): Platform {
  const site = { ...DEFAULT_SITE_CONFIG, ...inlined };
  const refuse = () => {
    throw new Error('a pre-rendered screen must not navigate or reload while rendering');
  };
  return createPlatform({
    site,
    theme,
    demo: Boolean(site.demo),
    navigate: refuse,
    reload: refuse,
    cookies: createMemoryCookieJar(),
    storage: createMemoryStorage(),
    sessionStorage: createMemoryStorage(),
    userAgent: '',
  });
}
