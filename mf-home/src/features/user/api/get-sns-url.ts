import type { getSnsUrl as contract } from '@survey/contract';
import { bindCall, useCall } from '@survey/shared';

export const getSnsUrl = bindCall<typeof contract>('GET', '/v1/auth/sns/url');
export const useSnsUrl = () => useCall(getSnsUrl);
