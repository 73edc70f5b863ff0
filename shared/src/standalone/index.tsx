// Runs one area alone for its team (`pnpm --filter mf-x dev`): the real platform services
// against the API, without the shell. The site header and other areas are absent by design; their
// pages, and sign-in, open on the site (site-pages.ts).
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { AreaRoot, PlatformOverlays, createPlatform, loadSiteConfig, type AreaDefinition } from '@survey/shared';
import { GlobalStyle, theme } from '@survey/shared/ui';
import { isAreaPage, siteAddress, standaloneRedirect } from './site-pages';

export async function mountStandalone(definition: AreaDefinition, container = document.getElementById('root')) {
  if (!container) throw new Error('mountStandalone needs a #root element');
  const site = await loadSiteConfig();
  const platform = createPlatform({
    site,
    theme,
    demo: true,
    // Logout and a 401 follow the signed-out rule on the area's own table.
    routes: definition.routes,
    navigate: (to, options) => {
      if (!isAreaPage(definition.routes, to)) return window.location.assign(siteAddress(to));
      if (options?.replace) window.history.replaceState(null, '', to);
      else window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
  });
  const elsewhere = standaloneRedirect(
    definition.routes,
    platform.session.getState(),
    `${window.location.pathname}${window.location.search}`,
  );
  if (elsewhere) return window.location.assign(elsewhere);
  createRoot(container).render(
    <ThemeProvider theme={platform.theme}>
      <GlobalStyle />
      <PlatformOverlays platform={platform} />
      <AreaRoot definition={definition} platform={platform} />
    </ThemeProvider>,
  );
}
