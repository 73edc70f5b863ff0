import type { postIdVerify as contract } from '@survey/contract';
import { bindCall, useCall } from '@survey/shared';

// Spelled as the platform spells it.
export const postIdVerify = bindCall<typeof contract>('POST', '/v2/users/id-verfiy', { loading: true });

export const useIdVerify = () => useCall(postIdVerify);
