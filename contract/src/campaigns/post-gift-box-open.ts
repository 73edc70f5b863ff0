import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id } from '../common/fields';
import { GiftBox } from './get-gift-boxes';

export const OpenResult = Type.Object({ box: GiftBox, gold: Type.Integer({ description: '打开后的金币余额' }) });
export type OpenResult = Static<typeof OpenResult>;

export const postGiftBoxOpen = defineCall({
  method: 'POST',
  path: '/v1/gift-boxes/:id/open',
  summary: '打开一个礼盒：服务端随机奖励，发放金币和记录在同一事务；每个礼盒只能打开一次',
  tag: 'campaigns',
  auth: true,
  schemas: { params: Type.Object({ id: Id('礼盒') }), response: OpenResult },
});
