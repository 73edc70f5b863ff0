import type { postFeedbackReply as contract } from '@survey/contract';
import { bindCall, useCall } from '@survey/shared';

export const postFeedbackReply = bindCall<typeof contract>('POST', '/v1/feedback/:id/reply');
export const useReplyFeedback = () => useCall(postFeedbackReply);
