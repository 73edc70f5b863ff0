import { checkRouteTable, pathKey } from './check-route-table';

const ok = { path: '/task/detail/:id', name: 'task-detail', title: '任务详情' };

test('a valid table, every flag set where it may be, has no problems', () => {
  const table = [
    { path: '/', name: 'index', title: '首页', public: true, prerender: true, signedInBounce: true, header: 'landing' },
    { path: '/login', name: 'login', title: '登录', public: true, signedInBounce: true, returnParam: 'redirect' },
    { path: '/bbs/:id/topic', name: 'bbs-topic', title: '讨论话题', groupPage: true, header: 'group' },
    { path: '/bbs/:id', name: 'bbs-id', title: '讨论组登录', public: true, groupLogin: true, header: 'group' },
    { path: '/home', name: 'home', title: '我的主页', invitePromo: true, h5: false },
    { path: '/files/*', name: 'files', title: '文件' },
    { path: '/open/qq/callback.php', name: 'callback-qq', title: 'QQ登录', public: true },
    ok,
  ];
  expect(checkRouteTable(table)).toEqual([]);
});

test.each<[string, unknown, string]>([
  ['not an array', { routes: [] }, 'the route table must be an array'],
  ['empty', [], 'the route table lists no routes'],
  ['a row that is no object', [ok, 'x'], 'route #2 is not an object'],
  ['a missing title', [{ path: '/a', name: 'a' }], 'route #1 "a": title is missing'],
  ['an unknown key', [{ ...ok, guard: 'login' }], 'route #1 "task-detail": guard is not a route key'],
  ['a relative path', [{ ...ok, path: 'task' }], 'route #1 "task-detail": path "task" must start with "/"'],
  ['an empty segment', [{ ...ok, path: '/task//x' }], 'route #1 "task-detail": path "/task//x" has an invalid segment ""'],
  ['a trailing slash', [{ ...ok, path: '/task/' }], 'path "/task/" has an invalid segment ""'],
  ['an optional segment', [{ ...ok, path: '/task/:id?' }], 'path "/task/:id?" has an invalid segment ":id?"'],
  ['a splat before the end', [{ ...ok, path: '/*/x' }], 'path "/*/x" has an invalid segment "*"'],
  ['a blank name', [{ ...ok, name: ' ' }], 'name must be a non-empty string'],
  ['a title of another type', [{ ...ok, title: 3 }], 'title must be a string'],
  ['public as a string', [{ ...ok, public: 'yes' }], 'public must be true or false'],
  ['prerender on a login route', [{ ...ok, prerender: true }], 'route #1 "task-detail": prerender is for public routes only'],
  [
    'signedInBounce on a login route',
    [{ ...ok, signedInBounce: true }],
    'route #1 "task-detail": signedInBounce is for public routes only',
  ],
  ['signedInBounce false', [{ ...ok, public: true, signedInBounce: false }], 'signedInBounce must be true'],
  ['another return parameter', [{ ...ok, public: true, returnParam: 'next' }], 'returnParam must be "redirect"'],
  ['groupPage on a public route', [{ ...ok, public: true, groupPage: true }], 'groupPage is for routes that need a login only'],
  ['groupLogin on a login route', [{ ...ok, groupLogin: true }], 'route #1 "task-detail": groupLogin is for public routes only'],
  [
    'groupLogin on a path without one parameter',
    [{ ...ok, public: true, path: '/bbs/:id/:topicId', groupLogin: true }],
    'groupLogin needs a path with one parameter (the group hash)',
  ],
  ['groupLogin false', [{ ...ok, public: true, groupLogin: false }], 'groupLogin must be true'],
  ['an unknown header', [{ ...ok, header: 'dark' }], 'route #1 "task-detail": header must be one of landing, group'],
  ['invitePromo as a string', [{ ...ok, invitePromo: 'yes' }], 'invitePromo must be true'],
  ['a name used twice', [ok, { ...ok, path: '/x' }], 'route name "task-detail" is used twice (routes #1 and #2)'],
  [
    'a path used twice up to case and parameter names',
    [ok, { ...ok, name: 'b', path: '/Task/Detail/:taskId' }],
    'route path "/Task/Detail/:taskId" is used twice (also as "/task/detail/:id")',
  ],
])('names the route and the key: %s', (_, table, problem) => {
  expect(checkRouteTable(table).join('\n')).toContain(problem);
});

test('paths react-router cannot tell apart share a key', () => {
  expect(pathKey('/Bbs/:id/')).toBe(pathKey('/bbs/:groupId'));
  expect(pathKey('/')).toBe('/');
});
