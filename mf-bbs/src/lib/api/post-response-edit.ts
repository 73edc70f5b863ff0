import type { postResponseEdit as contract } from '@survey/contract';
import { defineCall } from '@survey/shared';

export const postResponseEdit = defineCall<typeof contract>('POST', '/focusResponses/edit');
