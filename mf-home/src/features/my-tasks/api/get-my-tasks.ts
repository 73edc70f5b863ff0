import type { CallQuery, getMyTasks as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getMyTasks = bindCall<typeof contract>('GET', '/v1/tasks/mine');

export type MyTaskFilter = NonNullable<CallQuery<typeof contract>['filter']>;

/** One page of the tasks this member joined, by filter. */
export function useMyTasks(filter: MyTaskFilter, page: number, size: number) {
  return useRequest((http) => getMyTasks(http, { filter, page, size }), [filter, page, size]);
}
