import type { postKoiEntry as contract } from '@survey/contract';
import { bindCall, useCall } from '@survey/shared';

export const postKoiEntry = bindCall<typeof contract>('POST', '/v1/koi/entry');

export const useEnterKoi = () => useCall(postKoiEntry);
