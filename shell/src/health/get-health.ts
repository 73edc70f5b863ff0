// GET /v1/platform/health: each area version's health over a window (default the last hour).
import type { getHealth as contract } from '@survey/contract';
import { bindCall } from '@survey/shared';

export const getHealth = bindCall<typeof contract>('GET', '/v1/platform/health');
