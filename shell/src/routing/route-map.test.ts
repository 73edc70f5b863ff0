import { buildRouteMap, resolveRoute } from './route-map';
import { liveManifest } from '../testing/live-manifest';

test('one route map per manifest; a new manifest gets its own', () => {
  const manifest = liveManifest();
  expect(buildRouteMap(manifest)).toBe(buildRouteMap(manifest));
  expect(buildRouteMap(liveManifest())).not.toBe(buildRouteMap(manifest));
});

test('a path resolves as react-router ranks it, the same each time it is asked, past the remembered paths too', () => {
  const routes = buildRouteMap(liveManifest());
  expect(resolveRoute(routes, '/bbs/search')).toMatchObject({ name: 'bbs-search', area: 'mf-bbs' });
  expect(resolveRoute(routes, '/bbs/42')).toMatchObject({ name: 'bbs-id', area: 'mf-bbs' });
  expect(resolveRoute(routes, '/BBS/42/')).toMatchObject({ name: 'bbs-id' });
  expect(resolveRoute(routes, '/nowhere/at/all')).toBeNull();
  for (let id = 0; id < 450; id += 1) expect(resolveRoute(routes, `/bbs/${id}/topic`)).toMatchObject({ name: 'bbs-topic' });
  expect(resolveRoute(routes, '/bbs/search')).toMatchObject({ name: 'bbs-search' });
  expect(resolveRoute(routes, '/nowhere/at/all')).toBeNull();
});
