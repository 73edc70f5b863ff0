import type { getAttachments as contract } from '@survey/contract';
import { defineCall, useRequest } from '@survey/shared';

export const getAttachments = defineCall<typeof contract>('GET', '/focus/attachment');

export const useAttachments = (taskId: number) => useRequest((http) => getAttachments(http, { taskId }), [taskId]);
