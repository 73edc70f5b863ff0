import type { postConsigneeDefault as contract } from '@survey/contract';
import { bindCall, useCall } from '@survey/shared';

export const postConsigneeDefault = bindCall<typeof contract>('POST', '/v1/users/consignee/default', { loading: true });
export const useSetDefaultConsignee = () => useCall(postConsigneeDefault);
