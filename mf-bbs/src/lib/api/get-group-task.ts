import type { getGroupTask as contract } from '@survey/contract';
import { defineCall } from '@survey/shared';

/** The discussion group behind a hash id (or numeric id). */
export const getGroupTask = defineCall<typeof contract>('GET', '/focusSections/decode/task');
