import type { getTasks as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getTasks = bindCall<typeof contract>('GET', '/v1/tasks');

/** Task type 4: discussion groups. */
const GROUP_TASK = 4;

/** The discussion groups on offer, newest first. */
export const useGroups = () => useRequest((http) => getTasks(http, { type: GROUP_TASK, page: 1, size: 50 }), []);
