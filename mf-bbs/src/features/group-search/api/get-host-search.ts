import type { getHostSearch as contract } from '@survey/contract';
import { bindCall } from '@survey/shared';

export const getHostSearch = bindCall<typeof contract>('GET', '/v1/focusTopics/compere/search');
