import type { postAttachmentDownload as contract } from '@survey/contract';
import { bindCall } from '@survey/shared';

export const postAttachmentDownload = bindCall<typeof contract>('POST', '/focus/attachment/download');
