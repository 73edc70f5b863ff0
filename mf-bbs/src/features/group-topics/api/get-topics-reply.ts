import type { getTopicsReply as contract } from '@survey/contract';
import { bindCall } from '@survey/shared';

export const getTopicsReply = bindCall<typeof contract>('GET', '/v1/focusTopics/reply');
