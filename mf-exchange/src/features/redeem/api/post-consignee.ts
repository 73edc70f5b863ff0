import type { postConsignee as contract } from '@survey/contract';
import { defineCall, useCall } from '@survey/shared';

export const postConsignee = defineCall<typeof contract>('POST', '/v1/users/consignee', { loading: true });

export const useSaveConsignee = () => useCall(postConsignee);
