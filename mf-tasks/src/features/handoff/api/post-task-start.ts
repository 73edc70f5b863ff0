import type { postTaskStart as contract } from '@survey/contract';
import { bindCall } from '@survey/shared';

/** Checks the member may start the task and signs a hand-off to the supplier (used by useHandoff). */
export const postTaskStart = bindCall<typeof contract>('POST', '/v1/tasks/start');
