import type { postTaskStart as contract } from '@survey/contract';
import { defineCall } from '@survey/shared';

/** Checks the member may start the task and signs a hand-off to the supplier (used by useHandoff). */
export const postTaskStart = defineCall<typeof contract>('POST', '/v1/tasks/start');
