import type { postGiftBoxOpen as contract } from '@survey/contract';
import { defineCall, useCall } from '@survey/shared';

export const postGiftBoxOpen = defineCall<typeof contract>('POST', '/v1/gift-boxes/:id/open');

export const useOpenBox = () => useCall(postGiftBoxOpen);
