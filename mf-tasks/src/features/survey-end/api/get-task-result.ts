import type { getTaskResult as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getTaskResult = bindCall<typeof contract>('GET', '/v1/tasks/result');

/** A recorded result by its reference; nothing is asked without one. */
export function useTaskResult(ref: string | null) {
  return useRequest((http) => getTaskResult(http, { ref: ref ?? '' }), [ref], { enabled: ref !== null });
}
