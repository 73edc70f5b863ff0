import type { getSnsCallback as contract } from '@survey/contract';
import { bindCall, useCall } from '@survey/shared';

/** A process call: failures are silent, the callback screen shows them in its own panel. */
export const getSnsCallback = bindCall<typeof contract>('GET', '/v1/auth/:provider/callback', { process: true });

export const useSnsCallback = () => useCall(getSnsCallback);
