import type { getBaseDownload as contract } from '@survey/contract';
import { defineCall } from '@survey/shared';

/** The host's CSV of the members' basic information (a blob, saved by useDownload). */
export const getBaseDownload = defineCall<typeof contract>('GET', '/focusResponses/base/download');
