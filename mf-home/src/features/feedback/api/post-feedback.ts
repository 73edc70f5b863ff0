import type { postFeedback as contract } from '@survey/contract';
import { bindCall, useCall } from '@survey/shared';

export const postFeedback = bindCall<typeof contract>('POST', '/v1/feedback', { loading: '正在提交...' });
export const useAskQuestion = () => useCall(postFeedback);
