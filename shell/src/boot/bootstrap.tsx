import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { patchHistoryApi } from 'single-spa';
import { ThemeProvider } from 'styled-components';
import { createPlatform, loadSiteConfig, PAGE_MARKERS, type Platform } from '@survey/shared';
import { ErrorPanel, GlobalStyle, theme } from '@survey/shared/ui';
import { ShellApp } from '../app/shell-app';
import { setReleaseRecheck } from '../area-host/area-loader';
import { buildRouteMap } from '../routing/route-map';
import { scrollOnNavigate } from '../routing/scroll-on-navigate';
import { readPrerenderedArea } from '../area-host/prerendered-area';
import { fetchLiveRelease, loadManifest, takeInlineManifest, takeInlineSiteConfig } from './load-manifest';
import { seedInlineAnswers } from './seed-answers';

// Before the patch below, so it sees each navigation as it happens.
scrollOnNavigate();
// Once, in the shell only: every pushState/replaceState becomes a popstate event, so the
// shell's router and each area's router stay on the same URL.
patchHistoryApi({ urlRerouteOnly: true });

function navigate(to: string, options?: { replace?: boolean }) {
  if (options?.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
}

const container = document.getElementById('root')!;
// What the server rendered (read before React touches the document): the path, and the area
// screen inside the shell's markup.
const prerenderedPath = container.getAttribute(PAGE_MARKERS.prerenderedPath);
const prerendered = readPrerenderedArea(container);
let root: Root | null = null;

/**
 * Hydrates the server's markup when `hydrate`, else renders anew (replacing whatever is there).
 * Either runs as a transition, so React yields to the browser between components instead of
 * blocking the page for the whole tree (the markup, or the boot line, is already on screen).
 */
function show(app: ReactNode, hydrate = false) {
  startTransition(() => {
    if (!root && hydrate) root = hydrateRoot(container, app);
    else (root ??= createRoot(container)).render(app);
  });
}

// Before falling back to an area's previous version, ask the server what is live now: the
// manifest this page started with may be older than a promote or rollback since.
setReleaseRecheck(fetchLiveRelease);

async function boot() {
  // First load: what the site server inlined (no round trips); a retry fetches both.
  const inline = takeInlineManifest();
  const inlineSite = takeInlineSiteConfig();
  const [manifest, site] = await Promise.all([inline ?? loadManifest().catch((error: Error) => error), inlineSite ?? loadSiteConfig()]);
  // The route map the guard reads: logout and a 401 follow the same signed-out rule.
  const routes = manifest instanceof Error ? undefined : buildRouteMap(manifest);
  const platform: Platform = createPlatform({ site, theme, demo: Boolean(site.demo), navigate, routes });
  if (manifest instanceof Error) {
    show(
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <ErrorPanel title="网站暂时无法打开" description={manifest.message} onRetry={() => void boot()} />
      </ThemeProvider>,
    );
    return;
  }
  const signedIn = platform.session.isLoggedIn();
  if (signedIn) void platform.session.refreshUser({ duringNavigation: true });
  // The server rendered this path, without a query, for a signed-out visitor with the inlined
  // manifest and site config; anything else (a member, a query a screen reads, a fetched
  // manifest) would not match, so it renders anew.
  const { pathname, search } = window.location;
  const matches = prerenderedPath === pathname && !search && Boolean(inline && inlineSite) && !signedIn;
  // Before anything renders: the hydrating screen draws the data the server drew, without asking.
  seedInlineAnswers(platform.http, matches);
  show(<ShellApp platform={platform} manifest={manifest} prerendered={matches ? prerendered : undefined} />, matches);
  // After the first paint (the task after the next frame), from its own chunk: health reporting
  // never delays the page nor weighs on its first script (the profile showed it in the boot's
  // long task). A page opened in a background tab gets no frames: it starts at once instead.
  const reportHealth = () => {
    import('../health/start-health')
      .then(({ startHealth }) => startHealth({ manifest, firstPath: pathname }))
      .catch((error: unknown) => console.error('[shell] health reporting did not start', error));
  };
  if (document.visibilityState === 'hidden') setTimeout(reportHealth, 0);
  else requestAnimationFrame(() => setTimeout(reportHealth, 0));
}

void boot();
