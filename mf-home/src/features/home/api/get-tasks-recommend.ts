import type { getTasksRecommend as contract, Task } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getTasksRecommend = bindCall<typeof contract>('GET', '/v1/tasks/recommend');

const NO_TASKS: Task[] = [];

/** Tasks the member has not joined yet, best paid first. */
export function useRecommendedTasks() {
  return useRequest(async (http) => {
    const tasks = await getTasksRecommend(http);
    return Array.isArray(tasks) ? tasks : NO_TASKS;
  }, []);
}
