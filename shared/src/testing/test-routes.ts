// A small site route table for tests of the signed-out rule's users (401, logout): the sign-in
// page, a member page, a group page and its group's login, flagged as the areas flag them.
import type { RouteDef } from '../platform-contract';

export const TEST_ROUTES: readonly RouteDef[] = Object.freeze([
  { path: '/login', name: 'login', title: '登录', public: true, signedInBounce: true, returnParam: 'redirect' },
  { path: '/task/:id', name: 'task-id', title: '任务详情' },
  { path: '/bbs/:id', name: 'bbs-id', title: '讨论组登录', public: true, groupLogin: true, header: 'group' },
  { path: '/bbs/:id/topic', name: 'bbs-topic', title: '讨论话题', groupPage: true, header: 'group' },
]);
