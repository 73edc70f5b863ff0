import type { postCheckin as contract } from '@survey/contract';
import { bindCall } from '@survey/shared';

/**
 * Checks in for today. Read with `.envelope()`: 5629 (already checked in) is a normal answer carrying
 * the state. Used by useCheckin (hooks/use-checkin.ts) with get-checkin.
 */
export const postCheckin = bindCall<typeof contract>('POST', '/v1/users/checkin');
