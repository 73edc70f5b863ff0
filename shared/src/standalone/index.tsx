// Runs one area alone for its team (`pnpm --filter mf-x dev`): the real platform services
// against the API, without the shell. The site header and other areas are absent by design.
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { AreaRoot, PlatformOverlays, createPlatform, loadSiteConfig, type AreaDefinition } from '@survey/shared';
import { GlobalStyle, theme } from '@survey/shared/ui';

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
      if (options?.replace) window.history.replaceState(null, '', to);
      else window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
  });
  createRoot(container).render(
    <ThemeProvider theme={platform.theme}>
      <GlobalStyle />
      <PlatformOverlays platform={platform} />
      <AreaRoot definition={definition} platform={platform} />
    </ThemeProvider>,
  );
}
