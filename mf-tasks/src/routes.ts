import type { RouteTable } from '@survey/shared';

export const routes = [{ path: '/task', name: 'task', title: '任务大厅' }] as const satisfies RouteTable;
