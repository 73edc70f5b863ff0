import type { postFeedbackConfirm as contract } from '@survey/contract';
import { defineCall, useCall } from '@survey/shared';

export const postFeedbackConfirm = defineCall<typeof contract>('POST', '/v1/feedback/:id/confirm', { loading: true });
export const useConfirmFeedback = () => useCall(postFeedbackConfirm);
