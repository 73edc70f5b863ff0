import type { ComponentType, ReactNode } from 'react';
import type { Platform, RouteTable } from '../platform-contract';

/** Where a screen is about to render: its path parameters and query. */
export interface ScreenLocation {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

/** Starts a screen's first GETs (`call.prefetch(platform.http, …)`) with the input the screen will use. */
export type ScreenPrefetch = (platform: Platform, location: ScreenLocation) => void;

/** Everything an area hands the runtime: its route table and one screen per route name. */
export interface AreaDefinition<Routes extends RouteTable = RouteTable> {
  /** Folder name, e.g. `mf-tasks`; also the styled-components namespace. */
  area: string;
  routes: Routes;
  /** One screen per route name; the compiler refuses a route without a screen. */
  screens: { [Name in Routes[number]['name']]: ComponentType };
  /**
   * What a screen asks first, started when the area mounts on its route — while the screen's
   * code loads and renders — so its own GETs find their answers waiting.
   */
  prefetch?: { [Name in Routes[number]['name']]?: ScreenPrefetch };
  /**
   * Drawn around every screen and kept mounted between them: the place for a header of the
   * area's own, on routes where the shell leaves the header to the area (areaDrawsHeader).
   */
  frame?: ComponentType<{ children: ReactNode }>;
}

export function defineArea<const Routes extends RouteTable>(definition: AreaDefinition<Routes>): AreaDefinition<Routes> {
  return definition;
}
