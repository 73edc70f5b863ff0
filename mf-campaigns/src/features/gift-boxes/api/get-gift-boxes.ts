import type { getGiftBoxes as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getGiftBoxes = bindCall<typeof contract>('GET', '/v1/gift-boxes');

/** The member's boxes of a festival campaign, unopened first. */
export const useGiftBoxes = (campaign: string) => useRequest((http) => getGiftBoxes(http, { campaign }), [campaign]);
