import type { postGiftBoxOpen as contract } from '@survey/contract';
import { bindCall, useCall } from '@survey/shared';

export const postGiftBoxOpen = bindCall<typeof contract>('POST', '/v1/gift-boxes/:id/open');

export const useOpenBox = () => useCall(postGiftBoxOpen);
