import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Campaign, CampaignKey } from './campaign';

export const getEvent = defineCall({
  method: 'GET',
  path: '/v1/events/:key',
  summary: '一个活动的时间、状态和规则；不存在的活动返回 404 活动不存在',
  tag: 'campaigns',
  auth: false,
  schemas: { params: Type.Object({ key: CampaignKey }), response: Campaign },
});
