import type { CallQuery, getGroupMembers as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

/** Array filters go out as repeated parameters (`topicIds=1&topicIds=2`). */
export const getGroupMembers = bindCall<typeof contract>('GET', '/focusMembers');

export type MemberQuery = CallQuery<typeof contract>;

/** One page of members; the query is compared by value (a new object with the same filters asks nothing). */
export function useGroupMembers(query: MemberQuery) {
  const key = JSON.stringify(query);
  return useRequest((http) => getGroupMembers(http, JSON.parse(key) as MemberQuery), [key]);
}
