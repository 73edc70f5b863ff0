import type { getEvents as contract } from '@survey/contract';
import { bindCall } from '@survey/shared';

export const getEvents = bindCall<typeof contract>('GET', '/v1/events');
