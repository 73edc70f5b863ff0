// A manifest like the live one: the six areas with the route tables they publish. The shell never
// imports an area, so its tests read each area's src/routes.ts as data, the way the build does
// (tooling/webpack/load-routes.js): a route added, moved or re-flagged in an area is what these
// tests see, with no copy to keep in step.
import fs from 'node:fs';
import path from 'node:path';
import { PLATFORM_API_VERSION, type AreaRelease, type RemotesManifest } from '@survey/shared';

const { loadRoutes } = jest.requireActual<{ loadRoutes(dir: string): AreaRelease['routes'] }>('@survey/tooling/webpack/load-routes.js');
const root = path.resolve(__dirname, '../../..');
const AREA_ROUTES: Record<string, AreaRelease['routes']> = Object.fromEntries(
  fs
    .readdirSync(root)
    .filter((folder) => folder.startsWith('mf-'))
    .map((area) => [area, loadRoutes(path.join(root, area))]),
);

/** One area's release as the manifest lists it: versioned entry, its hash, no fallback. */
export function testRelease(area: string, routes: AreaRelease['routes'], version = '0.1.0-test'): AreaRelease {
  return {
    area,
    federationName: area.replace(/-/g, '_'),
    version,
    entry: `/areas/${area}/${version}/remoteEntry.js`,
    integrity: `sha384-${area}`,
    routes,
    platformApiVersion: PLATFORM_API_VERSION,
    publishedAt: '2026-11-21T08:00:00.000Z',
    fallback: null,
  };
}

export function liveManifest(overrides: Partial<RemotesManifest> = {}): RemotesManifest {
  const areas = Object.entries(AREA_ROUTES).map(([area, routes]) => testRelease(area, routes));
  return { schema: 1, platformApiVersion: PLATFORM_API_VERSION, updating: false, areas, ...overrides };
}
