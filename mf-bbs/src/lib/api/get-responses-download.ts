import type { getResponsesDownload as contract } from '@survey/contract';
import { defineCall } from '@survey/shared';

/** The host's CSV of all the group's responses (a blob, saved by useDownload). */
export const getResponsesDownload = defineCall<typeof contract>('GET', '/focusResponses/download');
