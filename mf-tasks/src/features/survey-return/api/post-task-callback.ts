import type { postTaskCallback as contract } from '@survey/contract';
import { bindCall } from '@survey/shared';

/** Hands the supplier's signed result to the API, which verifies and records it (used by useSupplierResult). */
export const postTaskCallback = bindCall<typeof contract>('POST', '/v1/tasks/callback');
