import type { RouteDef } from '../platform-contract';
import { isAreaPage, standaloneRedirect } from './site-pages';

const routes: RouteDef[] = [
  { path: '/task', name: 'task', title: '任务大厅' },
  { path: '/task/detail/:id', name: 'task-detail', title: '任务详情' },
  { path: '/callback.php', name: 'callback', title: '答题返回', public: true },
];
const signedOut = { token: null, topic: { taskId: null, taskHashId: null, role: null } };
const signedIn = { ...signedOut, token: 'token' };

test('issue 36: the area’s own pages render standalone, nested and dotted ones too', () => {
  expect(isAreaPage(routes, '/task/detail/1?from=list')).toBe(true);
  expect(standaloneRedirect(routes, signedOut, '/callback.php?status=1')).toBeNull();
  expect(standaloneRedirect(routes, signedIn, '/task/detail/1')).toBeNull();
});

test('issue 36: a page of another area, and one that needs a member while signed out, open on the site', () => {
  expect(isAreaPage(routes, '/login?redirect=%2Ftask')).toBe(false);
  expect(standaloneRedirect(routes, signedIn, '/exchange')).toBe('/_dev/site?next=%2Fexchange');
  // The signed-out rule's answer: the site's sign-in page with this page as its way back.
  expect(standaloneRedirect(routes, signedOut, '/task/detail/1')).toBe(
    `/_dev/site?next=${encodeURIComponent('/login?redirect=%2Ftask%2Fdetail%2F1')}`,
  );
});
