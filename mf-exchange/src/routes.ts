import type { RouteTable } from '@survey/shared';

export const routes = [
  { path: '/exchange', name: 'exchange', title: '兑换中心', public: true, prerender: true },
  { path: '/exchange/detail/:id', name: 'exchange-id', title: '商品详情', public: true, prerender: true },
  { path: '/exchange/success', name: 'exchange-success', title: '兑换结果' },
] as const satisfies RouteTable;
