import { useRequest } from '@survey/shared';
import { getRecommendedTasks, type RecommendedTask } from '../api/get-recommended-tasks';

const NO_TASKS: RecommendedTask[] = [];

/** Tasks the member has not joined yet, best paid first. */
export function useRecommendedTasks() {
  const { data, status, reload } = useRequest(async (http) => {
    const tasks = await getRecommendedTasks(http);
    return Array.isArray(tasks) ? tasks : NO_TASKS;
  }, []);
  return { tasks: data ?? NO_TASKS, status, reload };
}
