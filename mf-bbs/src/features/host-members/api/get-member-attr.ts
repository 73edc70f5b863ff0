import type { getMemberAttr as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getMemberAttr = bindCall<typeof contract>('GET', '/focusResponses/member/attr');

export const useMemberAttr = (taskId: number, memberId: number | null) =>
  useRequest((http) => getMemberAttr(http, { taskId, memberId: memberId ?? 0 }), [taskId, memberId], { enabled: memberId !== null });
