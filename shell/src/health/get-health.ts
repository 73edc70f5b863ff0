// GET /v1/platform/health: each area version's health over a window (default the last hour).
import type { getHealth as contract } from '@survey/contract';
import { defineCall } from '@survey/shared';

export const getHealth = defineCall<typeof contract>('GET', '/v1/platform/health');
