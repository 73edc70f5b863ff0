import type { postIdVerify as contract } from '@survey/contract';
import { defineCall, useCall } from '@survey/shared';

// Spelled as the platform spells it.
export const postIdVerify = defineCall<typeof contract>('POST', '/v2/users/id-verfiy', { loading: true });

export const useIdVerify = () => useCall(postIdVerify);
