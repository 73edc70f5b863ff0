import type { getResponsesDownload as contract } from '@survey/contract';
import { bindCall } from '@survey/shared';

/** The host's CSV of all the group's responses (a blob, saved by useDownload). */
export const getResponsesDownload = bindCall<typeof contract>('GET', '/focusResponses/download');
