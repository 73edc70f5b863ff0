import type { CallQuery, getFocusMembers as contract } from '@survey/contract';
import { defineCall, useRequest } from '@survey/shared';

/** Array filters go out as repeated parameters (`topicIds=1&topicIds=2`). */
export const getFocusMembers = defineCall<typeof contract>('GET', '/focusMembers');

export type MemberQuery = CallQuery<typeof contract>;

/** One page of members; the query is compared by value (a new object with the same filters asks nothing). */
export function useFocusMembers(query: MemberQuery) {
  const key = JSON.stringify(query);
  return useRequest((http) => getFocusMembers(http, JSON.parse(key) as MemberQuery), [key]);
}
