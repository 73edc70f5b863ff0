import type { getMemberAttr as contract } from '@survey/contract';
import { defineCall, useRequest } from '@survey/shared';

export const getMemberAttr = defineCall<typeof contract>('GET', '/focusResponses/member/attr');

export const useMemberAttr = (taskId: number, memberId: number | null) =>
  useRequest((http) => getMemberAttr(http, { taskId, memberId: memberId ?? 0 }), [taskId, memberId], { enabled: memberId !== null });
