import fs from 'node:fs';
import path from 'node:path';
import { matchRoutes } from '../router';
import { findRoute } from './find-route';

// The shell and the site server both call findRoute; react-router renders what matchRoutes picks.
// Were the two to disagree, the server would serve one area's page for a path the shell shows another's.
const reactRouter = <R extends { path: string }>(table: readonly R[], pathname: string): R | null =>
  matchRoutes(
    table.map((route) => ({ path: route.path, route })),
    pathname,
  )?.[0]?.route.route ?? null;

// Every area's table, read as the build reads it (shared imports no area's code).
const { loadRoutes } = jest.requireActual<{ loadRoutes(dir: string): { path: string }[] }>('@survey/tooling/webpack/load-routes.js');
const root = path.resolve(__dirname, '../../..');
const site: { path: string }[] = fs
  .readdirSync(root)
  .filter((folder) => folder.startsWith('mf-'))
  .flatMap((folder) => loadRoutes(path.join(root, folder)));

const TRICKY = [
  '/',
  '',
  '/BBS/42/',
  '/bbs/search',
  '/bbs/Search/',
  '/bbs/%73earch',
  '/bbs/a%2Fb',
  '/bbs/a%2Fb/topic',
  '/bbs/%E0%A4%A',
  '/bbs/讨论组',
  '/bbs/%E8%AE%A8',
  '//bbs//42',
  '/bbs/42//',
  '/bbs/42/topic/7/extra',
  '/open/qq/callback.php',
  '/open/qq/callbackXphp',
  '/home/feedback/help/faq/3',
  '/home/feedback/ask',
  '/task/detail',
  '/task/detail/',
  '/topic/answer/detail/7',
  '/no/such/page',
];

describe('findRoute picks what react-router picks', () => {
  const paths = [
    ...site.flatMap((route) => {
      const filled = route.path.replace(/:[\w-]+/g, '7');
      return [filled, `${filled}/`, filled.toUpperCase(), route.path.replace(/:[\w-]+/g, 'search')];
    }),
    ...TRICKY,
  ];

  test.each(paths)('on the whole site table: %p', (path) => {
    expect(findRoute(site, path)).toBe(reactRouter(site, path));
  });

  test.each(paths)('on the table in reverse (ties go to the earlier route): %p', (path) => {
    const reversed = [...site].reverse();
    expect(findRoute(reversed, path)).toBe(reactRouter(reversed, path));
  });

  const synthetic = [{ path: '/a/*' }, { path: '/a/:id' }, { path: '/:x/b' }, { path: '/a/b' }, { path: '/*' }, { path: '/a-b/:id/c.d' }];
  test.each(['/a', '/a/', '/a/b', '/a/c', '/a/c/d', '/z/b', '/z', '/a-b/1/c.d', '/a-b/1/cxd', '/'])(
    'with splats and equal scores: %p',
    (path) => {
      expect(findRoute(synthetic, path)).toBe(reactRouter(synthetic, path));
    },
  );
});

test('a path every route table misses finds nothing', () => {
  expect(findRoute(site, '/no/such/page')).toBeNull();
});
