import type { postAttachment as contract } from '@survey/contract';
import { defineCall } from '@survey/shared';

export const postAttachment = defineCall<typeof contract>('POST', '/focus/attachment');
