import type { getGroupMemberInfo as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getGroupMemberInfo = bindCall<typeof contract>('GET', '/focusMembers/memberInfo');

/** The member's place in a group (refused when the member is not one of its members). */
export const useMemberInfo = (taskId: number | null) =>
  useRequest((http) => getGroupMemberInfo(http, { taskId: taskId ?? 0 }), [taskId], { enabled: taskId !== null });
