import type { getCheckin as contract } from '@survey/contract';
import { bindCall } from '@survey/shared';

/** Today's check-in state and this month's check-in days; loaded by useCheckin (hooks/use-checkin.ts) with post-checkin. */
export const getCheckin = bindCall<typeof contract>('GET', '/v1/users/checkin');
