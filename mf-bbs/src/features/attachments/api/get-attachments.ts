import type { getAttachments as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getAttachments = bindCall<typeof contract>('GET', '/focus/attachment');

export const useAttachments = (taskId: number) => useRequest((http) => getAttachments(http, { taskId }), [taskId]);
