import type { getSnsUrl as contract } from '@survey/contract';
import { defineCall, useCall } from '@survey/shared';

export const getSnsUrl = defineCall<typeof contract>('GET', '/v1/auth/sns/url');
export const useSnsUrl = () => useCall(getSnsUrl);
