import type { postStepUp as contract } from '@survey/contract';
import { defineCall, useCall } from '@survey/shared';

/** The login password traded for a step-up ticket. */
export const postStepUp = defineCall<typeof contract>('POST', '/v1/users/step-up', { loading: true });
export const useStepUpByPassword = () => useCall(postStepUp);
