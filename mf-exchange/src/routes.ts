import type { RouteTable } from '@survey/shared';

export const routes = [{ path: '/exchange', name: 'exchange', title: '兑换中心', public: true }] as const satisfies RouteTable;
