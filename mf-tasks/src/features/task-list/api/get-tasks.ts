import type { CallQuery, getTasks as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getTasks = bindCall<typeof contract>('GET', '/v1/tasks');

/** One page of the task list for the given filter; an older answer never overwrites a newer one. */
export function useTasks({ module, type, page, size }: CallQuery<typeof contract>) {
  const { data, status, reload } = useRequest(
    (http) => {
      const query: CallQuery<typeof contract> = { page, size };
      if (module !== undefined) query.module = module;
      if (type !== undefined) query.type = type;
      return getTasks(http, query);
    },
    [module, type, page, size],
  );
  return { data, status, reload };
}
