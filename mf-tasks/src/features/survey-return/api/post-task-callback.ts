import type { postTaskCallback as contract } from '@survey/contract';
import { bindCall } from '@survey/shared';

/**
 * Hands the supplier's signed result to the API, which verifies and records it (used by useSupplierResult).
 * The return screen is the outcome, 重试 included: no toast repeats it over the card.
 */
export const postTaskCallback = bindCall<typeof contract>('POST', '/v1/tasks/callback', { inlineErrors: true });
