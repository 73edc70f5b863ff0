import type { getTopicsAsk as contract } from '@survey/contract';
import { bindCall } from '@survey/shared';

/** The group's topics with the member's answered flag (a title keyword makes it the participant's search). */
export const getTopicsAsk = bindCall<typeof contract>('GET', '/v1/focusTopics/ask');
