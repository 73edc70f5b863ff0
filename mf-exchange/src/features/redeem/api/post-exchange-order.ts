import type { postExchangeOrder as contract } from '@survey/contract';
import { defineCall, useCall } from '@survey/shared';

export const postExchangeOrder = defineCall<typeof contract>('POST', '/v1/exchange/orders', { loading: '正在兑换...' });

export const useRedeemCall = () => useCall(postExchangeOrder);
