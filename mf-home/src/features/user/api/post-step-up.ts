import type { postStepUp as contract } from '@survey/contract';
import { bindCall, useCall } from '@survey/shared';

/** The login password traded for a step-up ticket. */
export const postStepUp = bindCall<typeof contract>('POST', '/v1/users/step-up', { loading: true });
export const useStepUpByPassword = () => useCall(postStepUp);
