import type { RouteDef } from './route-def';
import { signedOutPath } from './signed-out-path';

const routes: RouteDef[] = [
  { path: '/login', name: 'login', title: '登录', public: true, signedInBounce: true, returnParam: 'redirect' },
  { path: '/home', name: 'home', title: '我的主页' },
  { path: '/exchange', name: 'exchange', title: '兑换中心', public: true },
  { path: '/bbs/search', name: 'bbs-search', title: '话题搜索', header: 'group' },
  { path: '/bbs/:id', name: 'bbs-id', title: '讨论组登录', public: true, groupLogin: true, header: 'group' },
  { path: '/bbs/:id/topic', name: 'bbs-topic', title: '讨论话题', groupPage: true, header: 'group' },
];
const noGroup = { topic: { taskId: null, taskHashId: null, role: null } };
const inGroup = { topic: { taskId: 1, taskHashId: 'qz8Kd1', role: 2 } };

describe('where a signed-out member goes (signedOutPath)', () => {
  test('a group page, with the group hash stored, leads to that group’s login', () => {
    expect(signedOutPath(routes, inGroup, '/bbs/qz8Kd1/topic')).toBe('/bbs/qz8Kd1');
    // the stored group, whichever group the page is of; the hash is encoded as a path segment
    expect(signedOutPath(routes, { topic: { ...inGroup.topic, taskHashId: 'a/b c' } }, '/bbs/other/topic')).toBe('/bbs/a%2Fb%20c');
  });

  test('a group page without a stored hash, or with no group login in the table, leads to the sign-in page', () => {
    expect(signedOutPath(routes, noGroup, '/bbs/qz8Kd1/topic')).toBe('/login?redirect=%2Fbbs%2Fqz8Kd1%2Ftopic');
    const withoutGroupLogin = routes.filter((route) => !route.groupLogin);
    expect(signedOutPath(withoutGroupLogin, inGroup, '/bbs/qz8Kd1/topic')).toBe('/login?redirect=%2Fbbs%2Fqz8Kd1%2Ftopic');
  });

  test('every other page leads to the sign-in page, with the page (path and query) as its way back', () => {
    expect(signedOutPath(routes, noGroup, '/home')).toBe('/login?redirect=%2Fhome');
    expect(signedOutPath(routes, noGroup, '/exchange/detail/9?step=redeem')).toBe(
      '/login?redirect=%2Fexchange%2Fdetail%2F9%3Fstep%3Dredeem',
    );
    // a group's page without the groupPage flag is not one the group's login answers for
    expect(signedOutPath(routes, inGroup, '/bbs/search?word=x')).toBe('/login?redirect=%2Fbbs%2Fsearch%3Fword%3Dx');
    // a path no route knows is still a way back the login screen may follow
    expect(signedOutPath(routes, noGroup, '/no/such/page')).toBe('/login?redirect=%2Fno%2Fsuch%2Fpage');
  });

  test('an unsafe way back is dropped: the sign-in page alone', () => {
    for (const unsafe of ['//evil.example/home', '/\\evil.example', 'https://evil.example', '/home page']) {
      expect(signedOutPath(routes, noGroup, unsafe)).toBe('/login');
    }
  });

  test('on a sign-in page the member stays where signing in happens', () => {
    expect(signedOutPath(routes, noGroup, '/login')).toBe('/login');
    expect(signedOutPath(routes, noGroup, '/login?redirect=%2Fhome')).toBe('/login?redirect=%2Fhome');
    expect(signedOutPath(routes, inGroup, '/bbs/qz8Kd1')).toBe('/bbs/qz8Kd1');
  });

  test('no page to return to: the sign-in page without a way back', () => {
    expect(signedOutPath(routes, noGroup)).toBe('/login');
    expect(signedOutPath(routes, inGroup)).toBe('/login');
  });

  test('the sign-in page is the route flagged returnParam, whatever its path; a table without one falls back to /login', () => {
    const renamed = routes.map((route) => (route.returnParam ? { ...route, path: '/sign-in' } : route));
    expect(signedOutPath(renamed, noGroup, '/home')).toBe('/sign-in?redirect=%2Fhome');
    expect(signedOutPath(renamed, noGroup)).toBe('/sign-in');
    expect(signedOutPath([], noGroup, '/home')).toBe('/login?redirect=%2Fhome');
    expect(signedOutPath([], inGroup, '/bbs/qz8Kd1/topic')).toBe('/login?redirect=%2Fbbs%2Fqz8Kd1%2Ftopic');
  });
});
