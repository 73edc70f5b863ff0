import type { RouteTable } from '@survey/shared';

/** Screens the shell owns itself (spec section 2: /404 and /updating). */
export const SHELL_ROUTES = [
  { path: '/404', name: '404', title: '页面不存在', public: true },
  { path: '/updating', name: 'updating', title: '系统升级中', public: true },
  // Operator view of the live releases; shows data only in demo mode or to an operator.
  { path: '/_platform', name: 'platform-status', title: '发布状态', public: true },
] as const satisfies RouteTable;
