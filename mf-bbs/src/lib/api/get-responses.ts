import type { getResponses as contract } from '@survey/contract';
import { defineCall } from '@survey/shared';

export const getResponses = defineCall<typeof contract>('GET', '/focusResponses');
