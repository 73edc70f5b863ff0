import type { postConsigneeDelete as contract } from '@survey/contract';
import { bindCall, useCall } from '@survey/shared';

export const postConsigneeDelete = bindCall<typeof contract>('POST', '/v1/users/consignee/delete', { loading: true });
export const useDeleteConsignee = () => useCall(postConsigneeDelete);
