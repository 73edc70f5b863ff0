import type { getResponses as contract } from '@survey/contract';
import { bindCall } from '@survey/shared';

export const getResponses = bindCall<typeof contract>('GET', '/focusResponses');
