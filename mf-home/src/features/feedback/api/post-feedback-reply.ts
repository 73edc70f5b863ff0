import type { postFeedbackReply as contract } from '@survey/contract';
import { defineCall, useCall } from '@survey/shared';

export const postFeedbackReply = defineCall<typeof contract>('POST', '/v1/feedback/:id/reply');
export const useReplyFeedback = () => useCall(postFeedbackReply);
