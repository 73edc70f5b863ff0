import type { SessionState } from '@survey/shared';
import { createTestPlatform } from '@survey/shared/testing';
import { getCredit } from '@survey/contract';
import { decide } from './guards';
import { buildRouteMap, resolveRoute } from './route-map';
import { liveManifest } from '../testing/live-manifest';

const routes = buildRouteMap(liveManifest());
const loggedOut: Pick<SessionState, 'token' | 'topic'> = { token: null, topic: { taskId: null, taskHashId: null, role: null } };
const loggedIn = { ...loggedOut, token: 'token-1' };
const withGroup = { ...loggedOut, topic: { taskId: 1, taskHashId: 'qz8Kd1', role: 2 } };

function decideFor(pathname: string, session = loggedOut, updating = false) {
  return decide(routes, resolveRoute(routes, pathname), { pathname, search: '' }, session, updating);
}

describe('spec §2 routing', () => {
  test('unknown paths redirect to /404', () => {
    expect(decideFor('/no/such/page')).toEqual({ kind: 'redirect', to: '/404' });
    expect(decideFor('/404')).toMatchObject({ kind: 'render', route: { name: '404', area: null } });
  });

  test('the updating flag sends every path to /updating, which renders', () => {
    expect(decideFor('/', loggedOut, true)).toEqual({ kind: 'redirect', to: '/updating' });
    expect(decideFor('/home', loggedIn, true)).toEqual({ kind: 'redirect', to: '/updating' });
    expect(decideFor('/updating', loggedOut, true)).toMatchObject({ kind: 'render', route: { name: 'updating' } });
  });

  test('/updating without the flag goes home', () => {
    expect(decideFor('/updating')).toEqual({ kind: 'redirect', to: '/' });
  });

  test('routes are resolved to their owning area from the route tables', () => {
    expect(resolveRoute(routes, '/exchange')).toMatchObject({ area: 'mf-exchange', name: 'exchange' });
    expect(resolveRoute(routes, '/bbs/qz8Kd1')).toMatchObject({ area: 'mf-bbs', name: 'bbs-id' });
    // the static search path wins over a group called "search", wherever it sits in the table
    expect(resolveRoute(routes, '/bbs/search')).toMatchObject({ area: 'mf-bbs', name: 'bbs-search' });
    expect(resolveRoute([...routes].reverse(), '/bbs/search')).toMatchObject({ name: 'bbs-search' });
    expect(resolveRoute(routes, '/')).toMatchObject({ area: 'mf-campaigns', name: 'index' });
  });
});

describe('spec §2 guard rules', () => {
  test.each(['/', '/login'])('rule 1: a logged-in member opening %s goes to /home', (path) => {
    expect(decideFor(path, loggedIn)).toEqual({ kind: 'redirect', to: '/home' });
  });

  test('rule 1 on /login follows its own safe way back, as the login screen does', () => {
    const decideLogin = (search: string) => decide(routes, resolveRoute(routes, '/login'), { pathname: '/login', search }, loggedIn, false);
    expect(decideLogin('?redirect=%2Fexchange%2Fdetail%2F9%3Fstep%3Dredeem')).toEqual({
      kind: 'redirect',
      to: '/exchange/detail/9?step=redeem',
    });
    for (const unsafe of ['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)']) {
      expect(decideLogin(`?redirect=${encodeURIComponent(unsafe)}`)).toEqual({ kind: 'redirect', to: '/home' });
    }
  });

  test.each(['/', '/login', '/exchange', '/about', '/bbs/1'])('no-login route %s renders for a visitor', (path) => {
    expect(decideFor(path)).toMatchObject({ kind: 'render' });
  });

  test('rule 3: every other route without a token goes to /login, keeping the way back', () => {
    expect(decideFor('/home')).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fhome' });
    expect(decideFor('/task')).toEqual({ kind: 'redirect', to: '/login?redirect=%2Ftask' });
  });

  test('rule 2: group pages without a token but with a stored task hash go to that group login', () => {
    const groupRoutes = buildRouteMap(
      liveManifest({
        areas: [
          ...liveManifest().areas.filter((a) => a.area === 'mf-auth'),
          {
            ...liveManifest().areas.find((a) => a.area === 'mf-bbs')!,
            routes: [
              { path: '/bbs/:id', name: 'bbs-id', title: '讨论组登录', public: true, groupLogin: true },
              { path: '/bbs/:id/topic', name: 'bbs-topic', title: '话题', groupPage: true },
              { path: '/bbs/:id/topic/:topicId', name: 'bbs-topic-id', title: '话题详情', groupPage: true },
              { path: '/bbs/:id/user', name: 'bbs-user', title: '受访者', groupPage: true },
            ],
          },
        ],
      }),
    );
    for (const pathname of ['/bbs/qz8Kd1/topic', '/bbs/qz8Kd1/topic/7', '/bbs/qz8Kd1/user']) {
      const route = resolveRoute(groupRoutes, pathname);
      expect(decide(groupRoutes, route, { pathname, search: '' }, withGroup, false)).toEqual({ kind: 'redirect', to: '/bbs/qz8Kd1' });
      // Without a stored hash, rule 3 applies.
      expect(decide(groupRoutes, route, { pathname, search: '' }, loggedOut, false)).toMatchObject({
        to: expect.stringMatching(/^\/login/),
      });
    }
  });

  test('the guards are decided from route data alone: a visitor sees every public route and is asked to sign in for the rest', () => {
    for (const route of routes.filter((r) => r.name !== 'updating')) {
      const pathname = route.path.replace(/:[a-zA-Z]+/g, '1');
      const expected = route.public
        ? { kind: 'render', route }
        : { kind: 'redirect', to: `/login?redirect=${encodeURIComponent(pathname)}` };
      expect(decideFor(pathname)).toEqual(expected);
    }
  });

  test('a signed-in member sees every route except the sign-in pages and the landing page', () => {
    const bounced = routes.filter((r) => r.signedInBounce);
    expect(bounced.map((r) => r.name).sort()).toEqual(['bind', 'index', 'login', 'login-third', 'password']);
    expect(bounced).toHaveLength(5);
    for (const route of routes.filter((r) => r.name !== 'updating')) {
      const pathname = route.path.replace(/:[a-zA-Z]+/g, '1');
      const expected = bounced.includes(route) ? { kind: 'redirect', to: '/home' } : { kind: 'render', route };
      expect(decideFor(pathname, loggedIn)).toEqual(expected);
    }
  });
});

describe('the guards read route flags, not route names', () => {
  const manifest = liveManifest();
  const renamed = (from: string, to: string) =>
    buildRouteMap({
      ...manifest,
      areas: manifest.areas.map((a) => ({ ...a, routes: a.routes.map((r) => (r.name === from ? { ...r, name: to } : r)) })),
    });

  test('a renamed group page keeps rule 2: the flag travels with the route', () => {
    const table = renamed('bbs-topic', 'group-topics');
    const route = resolveRoute(table, '/bbs/qz8Kd1/topic');
    expect(route).toMatchObject({ name: 'group-topics', groupPage: true });
    expect(decide(table, route, { pathname: '/bbs/qz8Kd1/topic', search: '' }, withGroup, false)).toEqual({
      kind: 'redirect',
      to: '/bbs/qz8Kd1',
    });
  });

  test('a group login at another path is still where a group page sends a visitor: the flag names it', () => {
    const moved = buildRouteMap({
      ...manifest,
      areas: manifest.areas.map((a) => ({
        ...a,
        routes: a.routes.map((r) => (r.groupLogin ? { ...r, path: '/groups/:hash/login' } : r)),
      })),
    });
    expect(decide(moved, resolveRoute(moved, '/bbs/qz8Kd1/user'), { pathname: '/bbs/qz8Kd1/user', search: '' }, withGroup, false)).toEqual({
      kind: 'redirect',
      to: '/groups/qz8Kd1/login',
    });
  });

  test('an unsafe path is no way back: the visitor goes to the sign-in page without it', () => {
    expect(decide(routes, resolveRoute(routes, '/home'), { pathname: '/home', search: '?x=a b' }, loggedOut, false)).toEqual({
      kind: 'redirect',
      to: '/login',
    });
  });

  test('a renamed sign-in page keeps rule 1 and its way back, and stays where visitors are sent', () => {
    const table = renamed('login', 'sign-in');
    const route = resolveRoute(table, '/login');
    expect(decide(table, route, { pathname: '/login', search: '?redirect=%2Ftask' }, loggedIn, false)).toEqual({
      kind: 'redirect',
      to: '/task',
    });
    expect(decide(table, resolveRoute(table, '/home'), { pathname: '/home', search: '' }, loggedOut, false)).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fhome',
    });
  });

  test('a route without the flag is not bounced, whatever its name', () => {
    const table = buildRouteMap({
      ...manifest,
      areas: manifest.areas.map((a) => ({
        ...a,
        routes: a.routes.map((r) => (r.name === 'password' ? { ...r, signedInBounce: undefined } : r)),
      })),
    });
    expect(decide(table, resolveRoute(table, '/password'), { pathname: '/password', search: '' }, loggedIn, false)).toMatchObject({
      kind: 'render',
    });
  });
});

describe('one signed-out rule: a 401 sends the member where the guard sends a visitor from the same page', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  test.each(['/home', '/task?tab=2', '/bbs/qz8Kd1/topic', '/bbs/search?word=x'])('%s', async (page) => {
    const url = new URL(page, 'http://x');
    const guard = decide(routes, resolveRoute(routes, url.pathname), { pathname: url.pathname, search: url.search }, withGroup, false);
    window.history.replaceState(null, '', page);
    const platform = createTestPlatform({ loggedIn: true, topic: withGroup.topic, routes });
    platform.server.fail(getCredit, { code: 401 });
    await expect(platform.http.get('/v1/users/credit')).rejects.toMatchObject({ code: 401 });
    expect(guard.kind).toBe('redirect');
    expect(platform.navigations).toEqual([guard.kind === 'redirect' && guard.to]);
  });
});
