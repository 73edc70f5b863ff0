import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, MemoryRouter, Navigate, useLocation } from '@survey/shared/router';
import styled, { ThemeProvider } from 'styled-components';
import { areaDrawsHeader, PlatformOverlays, PlatformProvider, useSession, type Platform, type RemotesManifest } from '@survey/shared';
import { GlobalStyle } from '@survey/shared/ui';
import { AreaHost } from '../area-host/area-host';
import type { PrerenderedArea } from '../area-host/prerendered-area';
import { useNavigationPrefetch } from '../area-host/use-navigation-prefetch';
import { Footer } from '../layout/footer';
import { Header } from '../layout/header';
import { InvitePromo } from '../layout/invite-promo';
import { PreviewBadge } from '../layout/preview-badge';
import { decide } from '../routing/guards';
import { pageTitle } from '../routing/page-title';
import { buildRouteMap, resolveRoute } from '../routing/route-map';
import { NotFound } from '../screens/not-found';
import { Updating } from '../screens/updating';
import { useUserRefreshOnNavigation } from './use-user-refresh';

// An operator's page: loaded when opened, so its table and date formatting (dayjs) stay off every other page.
const PlatformStatus = lazy(() => import('../screens/platform-status').then(({ PlatformStatus: screen }) => ({ default: screen })));

export interface ShellAppProps {
  platform: Platform;
  manifest: RemotesManifest;
  /** The area screen the server rendered into this page (hydrated, not rendered anew). */
  prerendered?: PrerenderedArea;
}

/** `location`: render one path without a browser (the pre-render build); the markup is the same. */
export function ShellApp({ platform, manifest, prerendered, location }: ShellAppProps & { location?: string }) {
  const layout = <SiteLayout platform={platform} manifest={manifest} prerendered={prerendered} />;
  return (
    <ThemeProvider theme={platform.theme}>
      <GlobalStyle />
      <PlatformProvider platform={platform}>
        <PlatformOverlays platform={platform} />
        {location ? <MemoryRouter initialEntries={[location]}>{layout}</MemoryRouter> : <BrowserRouter>{layout}</BrowserRouter>}
      </PlatformProvider>
    </ThemeProvider>
  );
}

function SiteLayout({ platform, manifest, prerendered }: ShellAppProps) {
  const location = useLocation();
  const session = useSession();
  // Both are cached (route-map.ts): one route map per manifest, one answer per path.
  const routes = buildRouteMap(manifest);
  const route = resolveRoute(routes, location.pathname);
  const decision = decide(routes, route, location, session, manifest.updating);
  const shown = decision.kind === 'render' ? decision.route : null;
  useNavigationPrefetch(platform, manifest);
  useUserRefreshOnNavigation(platform, location.pathname);

  useEffect(() => {
    if (shown) document.title = pageTitle(shown, platform.site.appName);
  }, [shown, platform.site.appName]);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  const current = decision.route;
  const release = current.area ? manifest.areas.find((area) => area.area === current.area) : undefined;

  const screens = (
    <>
      {current.name === '404' && <NotFound platform={platform} />}
      {current.name === 'updating' && <Updating />}
      {current.name === 'platform-status' && (
        <Suspense fallback={null}>
          <PlatformStatus platform={platform} manifest={manifest} />
        </Suspense>
      )}
      {/* key: one parcel per area, kept mounted while moving between its routes. */}
      {release && <AreaHost key={release.area} release={release} platform={platform} prerendered={prerendered} />}
    </>
  );
  // H5 pages are phone pages on their own: no site header or footer, one phone-wide column.
  if (current.h5)
    return (
      <H5Page data-testid="h5-page">
        {screens}
        <PreviewBadge manifest={manifest} />
      </H5Page>
    );

  return (
    <Page>
      {/* Where the area draws its own header (a group's, for its members), the shell draws none. */}
      {!areaDrawsHeader(current, session) && <Header platform={platform} manifest={manifest} landing={current.header === 'landing'} />}
      <Main>{screens}</Main>
      {current.invitePromo && <InvitePromo platform={platform} />}
      <Footer site={platform.site} />
      <PreviewBadge manifest={manifest} />
    </Page>
  );
}

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

// At least a screen high: the footer starts below the fold, so an area's content arriving
// late never pushes a visible footer down (no layout shift).
const Main = styled.main`
  flex: 1;
  min-height: 100vh;
`;

const H5Page = styled.main`
  max-width: 750px;
  min-height: 100vh;
  margin: 0 auto;
  background: ${({ theme }) => theme.colors.surface};
`;
