import type { getTasksSummary as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getTasksSummary = bindCall<typeof contract>('GET', '/v1/tasks/summary');

/** Open tasks by module and type, and this member's task earnings today and this month. */
export function useTasksSummary() {
  return useRequest((http) => getTasksSummary(http), []);
}
