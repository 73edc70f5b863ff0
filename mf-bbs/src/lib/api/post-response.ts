import type { postResponse as contract } from '@survey/contract';
import { bindCall } from '@survey/shared';

export const postResponse = bindCall<typeof contract>('POST', '/focusResponses');
