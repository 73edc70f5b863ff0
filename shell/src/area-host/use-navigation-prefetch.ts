// Starts the first GETs of the page a navigation leads to the moment the address changes —
// before the shell renders and mounts the area — when that area's code is already in (warmed
// ahead of a click, or visited before). Every router's navigation ends in a popstate event
// (single-spa's history patch), in-area ones included. It keeps the area switch fast.
import { useEffect } from 'react';
import type { Platform, RemotesManifest } from '@survey/shared';
import { decide } from '../routing/guards';
import { buildRouteMap, resolveRoute } from '../routing/route-map';
import { loadedArea } from './area-loader';

export function useNavigationPrefetch(platform: Platform, manifest: RemotesManifest): void {
  useEffect(() => {
    const routes = buildRouteMap(manifest);
    let shownPath = window.location.pathname;
    const onNavigate = () => {
      const { location } = window;
      // Only the query changed (a catalogue tab, a page number): the screen stays mounted and asks
      // only what depends on it; its first GETs (the member's account) would go unasked.
      const samePage = location.pathname === shownPath;
      shownPath = location.pathname;
      if (samePage) return;
      const decision = decide(routes, resolveRoute(routes, location.pathname), location, platform.session.getState(), manifest.updating);
      // A guarded page the visitor is sent away from asks nothing.
      if (decision.kind !== 'render' || !decision.route.area) return;
      loadedArea(decision.route.area)?.prefetch?.(location, platform);
    };
    window.addEventListener('popstate', onNavigate);
    return () => window.removeEventListener('popstate', onNavigate);
  }, [platform, manifest]);
}
