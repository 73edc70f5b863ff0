import type { postConsignee as contract } from '@survey/contract';
import { bindCall, useCall } from '@survey/shared';

export const postConsignee = bindCall<typeof contract>('POST', '/v1/users/consignee', { loading: true });

export const useSaveConsignee = () => useCall(postConsignee);
