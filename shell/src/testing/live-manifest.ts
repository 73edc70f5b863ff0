// A manifest built from the areas' real route tables (read as data from their src/routes.ts,
// not imported: the shell never depends on an area at build time).
import path from 'node:path';
import { PLATFORM_API_VERSION, type AreaRelease, type RemotesManifest } from '@survey/shared';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { loadRoutes } = require('@survey/tooling/webpack/load-routes') as { loadRoutes: (dir: string) => AreaRelease['routes'] };

export const AREAS = ['mf-auth', 'mf-home', 'mf-tasks', 'mf-exchange', 'mf-bbs', 'mf-campaigns'];
const repoRoot = path.resolve(__dirname, '../../..');

export function liveManifest(overrides: Partial<RemotesManifest> = {}): RemotesManifest {
  const areas = AREAS.map(
    (area): AreaRelease => ({
      area,
      federationName: area.replace(/-/g, '_'),
      version: '0.1.0-test',
      entry: `/areas/${area}/0.1.0-test/remoteEntry.js`,
      integrity: 'sha384-test',
      routes: loadRoutes(path.join(repoRoot, area)),
      platformApiVersion: PLATFORM_API_VERSION,
      publishedAt: '2026-11-21T08:00:00.000Z',
      fallback: null,
    }),
  );
  return { schema: 1, platformApiVersion: PLATFORM_API_VERSION, updating: false, areas, ...overrides };
}
