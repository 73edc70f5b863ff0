import type { RouteTable } from '@survey/shared';

export const routes = [{ path: '/home', name: 'home', title: '我的主页' }] as const satisfies RouteTable;
