import type { getGroupTask as contract } from '@survey/contract';
import { bindCall } from '@survey/shared';

/** The discussion group behind a hash id (or numeric id). */
export const getGroupTask = bindCall<typeof contract>('GET', '/focusSections/decode/task');
