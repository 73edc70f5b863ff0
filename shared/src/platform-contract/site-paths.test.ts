import fs from 'node:fs';
import path from 'node:path';
import { findRoute } from './find-route';
import type { RouteDef } from './route-def';
import { SITE_PATHS } from './site-paths';

// Every area's table, read as the build reads it (shared imports no area's code).
const { loadRoutes } = jest.requireActual<{ loadRoutes(dir: string): RouteDef[] }>('@survey/tooling/webpack/load-routes.js');
const root = path.resolve(__dirname, '../../..');
const site = fs
  .readdirSync(root)
  .filter((folder) => folder.startsWith('mf-'))
  .flatMap((folder) => loadRoutes(path.join(root, folder)));

test.each(Object.entries(SITE_PATHS))('the platform’s link %s (%s) is a page of an area', (_, sitePath) => {
  expect(findRoute(site, sitePath)?.path).toBe(sitePath);
});

test('the login path is the sign-in route’s (the one with a return parameter)', () => {
  expect(site.filter((route) => route.returnParam).map((route) => route.path)).toEqual([SITE_PATHS.login]);
});

test('one group login, for the group pages the signed-out rule sends there', () => {
  expect(site.filter((route) => route.groupLogin)).toHaveLength(1);
  expect(site.some((route) => route.groupPage)).toBe(true);
});
