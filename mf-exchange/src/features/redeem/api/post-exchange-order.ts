import type { postExchangeOrder as contract } from '@survey/contract';
import { bindCall, useCall } from '@survey/shared';

export const postExchangeOrder = bindCall<typeof contract>('POST', '/v1/exchange/orders', { loading: '正在兑换...' });

export const useRedeemCall = () => useCall(postExchangeOrder);
