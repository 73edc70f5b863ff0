import { matchRoutes } from '@survey/shared/router';
import type { AreaDefinition } from './define-area';

/** Fetches the screen of `pathname` (if this area has one); rejects when its chunk fails to load. */
export async function preloadRoute(definition: AreaDefinition, pathname: string): Promise<void> {
  const match = matchRoutes(
    definition.routes.map((route) => ({ path: route.path, name: route.name })),
    pathname,
  )?.[0];
  const screen = match && (definition.screens as Record<string, { preload?: () => Promise<void> }>)[match.route.name];
  await screen?.preload?.();
}
