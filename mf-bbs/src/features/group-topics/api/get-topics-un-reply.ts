import type { getTopicsUnReply as contract } from '@survey/contract';
import { bindCall } from '@survey/shared';

export const getTopicsUnReply = bindCall<typeof contract>('GET', '/v1/focusTopics/unReply');
