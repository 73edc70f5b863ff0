import type { postResponseEdit as contract } from '@survey/contract';
import { bindCall } from '@survey/shared';

export const postResponseEdit = bindCall<typeof contract>('POST', '/focusResponses/edit');
