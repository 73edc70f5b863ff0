import type { RouteTable } from '@survey/shared';

/** Discussion groups (/bbs/**) and the respondents' topic area (/topic/**). */
export const routes = [{ path: '/bbs/:id', name: 'bbs-id', title: '讨论组登录', public: true }] as const satisfies RouteTable;
