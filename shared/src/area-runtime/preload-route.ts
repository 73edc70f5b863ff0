import { matchRoutes } from '@survey/shared/router';
import type { Platform } from '../platform-contract';
import type { AreaDefinition, ScreenPrefetch } from './define-area';

function matchScreen(definition: AreaDefinition, pathname: string) {
  return matchRoutes(
    definition.routes.map((route) => ({ path: route.path, name: route.name })),
    pathname,
  )?.[0];
}

/** Fetches the screen of `pathname` (if this area has one); rejects when its chunk fails to load. */
export async function preloadRoute(definition: AreaDefinition, pathname: string): Promise<void> {
  const match = matchScreen(definition, pathname);
  const screen = match && (definition.screens as Record<string, { preload?: () => Promise<void> }>)[match.route.name];
  await screen?.preload?.();
}

/** Starts the first GETs of the screen at `location` (its `prefetch`); a failing one is left to the screen. */
export function prefetchRoute(definition: AreaDefinition, platform: Platform, location: { pathname: string; search: string }): void {
  const match = matchScreen(definition, location.pathname);
  const prefetch = match && (definition.prefetch as Record<string, ScreenPrefetch | undefined> | undefined)?.[match.route.name];
  if (!prefetch) return;
  try {
    prefetch(platform, { params: match.params, search: new URLSearchParams(location.search) });
  } catch (error) {
    console.error(`[${definition.area}] prefetch of ${location.pathname} failed`, error);
  }
}
