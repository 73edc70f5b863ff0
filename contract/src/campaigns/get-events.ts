import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Campaign, CampaignKey } from './campaign';

export const getEvents = defineCall({
  method: 'GET',
  path: '/v1/events',
  summary: '站内活动：各活动的开始、结束时间和当前状态（未开始、进行中、已结束）；带 key 时只返回该活动，不存在的活动为空列表',
  tag: 'campaigns',
  auth: false,
  schemas: { querystring: Type.Object({ key: Type.Optional(CampaignKey) }), response: Type.Array(Campaign) },
});
