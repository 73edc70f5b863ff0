import { matchRoutes } from '@survey/shared/router';
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

test('each path resolves to the route react-router picks from the whole table', () => {
  const routes = buildRouteMap(liveManifest());
  const whole = (pathname: string) =>
    matchRoutes(
      routes.map((route) => ({ path: route.path, route })),
      pathname,
    )?.[0]?.route.route ?? null;
  const paths = [
    ...routes.map((route) => route.path.replace(/:\w+/g, '7')),
    ...routes.map((route) => route.path.toUpperCase().replace(/:\w+/g, 'x9') + '/'),
    '/',
    '//',
    '/%65xchange',
    '/%E0%A4%A',
    '/exchange/detail/1/more',
    '/no/such/page',
  ];
  // react-router warns of the malformed one ('/%E0%A4%A'), each time it is matched.
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    for (const pathname of paths) expect([pathname, resolveRoute(routes, pathname)]).toEqual([pathname, whole(pathname)]);
  } finally {
    warn.mockRestore();
  }
});

test('a route whose first segment is a parameter is a candidate for every path', () => {
  const manifest = liveManifest();
  const withParam = {
    ...manifest,
    areas: [
      ...manifest.areas,
      { ...manifest.areas[0], area: 'mf-vanity', routes: [{ path: '/:vanity', name: 'vanity', title: '个人主页', public: true }] },
    ],
  };
  const routes = buildRouteMap(withParam);
  expect(resolveRoute(routes, '/exchange')).toMatchObject({ name: 'exchange' });
  expect(resolveRoute(routes, '/someone')).toMatchObject({ name: 'vanity', area: 'mf-vanity' });
});
