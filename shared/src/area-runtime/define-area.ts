import type { ComponentType } from 'react';
import type { RouteTable } from '../platform/contract';

/** Everything an area hands the runtime: its route table and one screen per route name. */
export interface AreaDefinition<Routes extends RouteTable = RouteTable> {
  /** Folder name, e.g. `mf-tasks`; also the styled-components namespace. */
  area: string;
  routes: Routes;
  /** One screen per route name; the compiler refuses a route without a screen. */
  screens: { [Name in Routes[number]['name']]: ComponentType };
}

export function defineArea<const Routes extends RouteTable>(definition: AreaDefinition<Routes>): AreaDefinition<Routes> {
  return definition;
}
