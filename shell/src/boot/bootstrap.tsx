import { createRoot } from 'react-dom/client';
import { patchHistoryApi } from 'single-spa';
import { ThemeProvider } from 'styled-components';
import { createPlatform, loadSiteConfig, type Platform } from '@survey/shared';
import { ErrorPanel, GlobalStyle, theme } from '@survey/shared/ui';
import { ShellApp } from '../app/shell-app';
import { setReleaseRecheck } from '../area-host/area-loader';
import { fetchLiveRelease, loadManifest, takeInlineManifest, takeInlineSiteConfig } from './load-manifest';

// Once, in the shell only: every pushState/replaceState becomes a popstate event, so the
// shell's router and each area's router stay on the same URL.
patchHistoryApi({ urlRerouteOnly: true });

function navigate(to: string, options?: { replace?: boolean }) {
  if (options?.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
}

const root = createRoot(document.getElementById('root')!);
// Before falling back to an area's previous version, ask the server what is live now: the
// manifest this page started with may be older than a promote or rollback since.
setReleaseRecheck(fetchLiveRelease);

async function boot() {
  // First load: what the site server inlined (no round trips); a retry fetches both.
  const inline = takeInlineManifest();
  const inlineSite = takeInlineSiteConfig();
  const [manifest, site] = await Promise.all([inline ?? loadManifest().catch((error: Error) => error), inlineSite ?? loadSiteConfig()]);
  const platform: Platform = createPlatform({ site, theme, demo: Boolean(site.demo), navigate });
  if (manifest instanceof Error) {
    root.render(
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <ErrorPanel title="网站暂时无法打开" description={manifest.message} onRetry={() => void boot()} />
      </ThemeProvider>,
    );
    return;
  }
  if (platform.session.isLoggedIn()) void platform.session.refreshUser({ duringNavigation: true });
  root.render(<ShellApp platform={platform} manifest={manifest} />);
}

void boot();
