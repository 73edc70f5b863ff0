import type { postKoiEntry as contract } from '@survey/contract';
import { defineCall, useCall } from '@survey/shared';

export const postKoiEntry = defineCall<typeof contract>('POST', '/v1/koi/entry');

export const useEnterKoi = () => useCall(postKoiEntry);
