import type { postAttachment as contract } from '@survey/contract';
import { bindCall } from '@survey/shared';

export const postAttachment = bindCall<typeof contract>('POST', '/focus/attachment');
