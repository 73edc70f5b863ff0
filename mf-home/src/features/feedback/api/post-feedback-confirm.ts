import type { postFeedbackConfirm as contract } from '@survey/contract';
import { bindCall, useCall } from '@survey/shared';

export const postFeedbackConfirm = bindCall<typeof contract>('POST', '/v1/feedback/:id/confirm', { loading: true });
export const useConfirmFeedback = () => useCall(postFeedbackConfirm);
