import type { getEvents as contract } from '@survey/contract';
import { defineCall } from '@survey/shared';

export const getEvents = defineCall<typeof contract>('GET', '/v1/events');
