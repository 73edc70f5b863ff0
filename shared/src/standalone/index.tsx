// Runs one area alone for its team (`pnpm --filter mf-x dev`): the real platform services
// against the API, without the shell. The site header and other areas are absent by design: a page
// that is not the area's (sign-in, another area) opens on the site, through the dev server's dev
// link when it has one (tooling/webpack/dev-options.js), so the member signs in with the real
// mf-auth and comes back to this dev server's code inside the site.
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { AreaRoot, PlatformOverlays, createPlatform, findRoute, loadSiteConfig, signedOutPath, type AreaDefinition } from '@survey/shared';
import { GlobalStyle, theme } from '@survey/shared/ui';

/** The dev server's redirect to the site (tooling/webpack/dev-options.js, SITE_LINK_PATH). */
const SITE_LINK_PATH = '/_dev/site';

/** Whether `to` (a path and query) is one of the area's own pages. */
function isAreaPage(definition: AreaDefinition, to: string): boolean {
  return findRoute(definition.routes, new URL(to, window.location.href).pathname) !== null;
}

const openOnSite = (to: string) => window.location.assign(`${SITE_LINK_PATH}?next=${encodeURIComponent(to)}`);

export async function mountStandalone(definition: AreaDefinition, container = document.getElementById('root')) {
  if (!container) throw new Error('mountStandalone needs a #root element');
  const here = `${window.location.pathname}${window.location.search}`;
  if (!isAreaPage(definition, here)) return openOnSite(here);
  const site = await loadSiteConfig();
  const platform = createPlatform({
    site,
    theme,
    demo: true,
    // Logout and a 401 follow the signed-out rule on the area's own table.
    routes: definition.routes,
    navigate: (to, options) => {
      if (!isAreaPage(definition, to)) return openOnSite(to);
      if (options?.replace) window.history.replaceState(null, '', to);
      else window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
  });
  // The shell's guard, standalone: a page that needs a member, opened signed out, goes where the
  // signed-out rule says (the site's sign-in page, with this page as its way back).
  const session = platform.session.getState();
  if (!session.token && !findRoute(definition.routes, window.location.pathname)?.public)
    return openOnSite(signedOutPath(definition.routes, session, here));
  createRoot(container).render(
    <ThemeProvider theme={platform.theme}>
      <GlobalStyle />
      <PlatformOverlays platform={platform} />
      <AreaRoot definition={definition} platform={platform} />
    </ThemeProvider>,
  );
}
