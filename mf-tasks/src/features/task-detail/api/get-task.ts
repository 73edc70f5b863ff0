import type { getTask as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getTask = bindCall<typeof contract>('GET', '/v1/tasks/:id');

/** One task with this member's join state and what stands between them and starting it. */
export function useTask(id: number | undefined) {
  return useRequest((http) => getTask(http, { id: id ?? 0 }), [id], { enabled: id !== undefined });
}
