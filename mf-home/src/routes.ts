import type { RouteTable } from '@survey/shared';

export const routes = [
  { path: '/home', name: 'home', title: '我的主页' },
  { path: '/home/exchange', name: 'home-exchange', title: '兑换记录' },
  { path: '/home/card', name: 'home-card', title: '卡券专区' },
] as const satisfies RouteTable;
