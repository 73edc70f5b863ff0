import { useRequest } from '@survey/shared';
import { getTasks, type TaskQuery } from '../api/get-tasks';

/** One page of the task list for the given filter; an older answer never overwrites a newer one. */
export function useTasks(query: TaskQuery) {
  const { module, type, page, size } = query;
  const { data, status, reload } = useRequest(
    (http) => {
      const params: TaskQuery = { page, size };
      if (module !== undefined) params.module = module;
      if (type !== undefined) params.type = type;
      return getTasks(http, params);
    },
    [module, type, page, size],
  );
  return { data, status, reload };
}
