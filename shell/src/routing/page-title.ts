import type { RouteDef } from '@survey/shared';

/** Spec section 2: the route's title prefixed by the app name unless H5 (agent-in is an H5 route titled Survey). */
export function pageTitle(route: Pick<RouteDef, 'title' | 'h5'> | null, appName: string): string {
  if (!route) return appName;
  if (route.h5) return route.title;
  return route.title ? `${appName} - ${route.title}` : appName;
}
