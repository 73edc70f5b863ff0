import type { postFeedback as contract } from '@survey/contract';
import { defineCall, useCall } from '@survey/shared';

export const postFeedback = defineCall<typeof contract>('POST', '/v1/feedback', { loading: '正在提交...' });
export const useAskQuestion = () => useCall(postFeedback);
