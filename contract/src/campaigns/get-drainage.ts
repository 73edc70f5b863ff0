import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';

export const DrainageChannel = Type.Object({ code: Type.String(), partner: Type.String(), headline: Type.String(), gift: Type.String() });
export type DrainageChannel = Static<typeof DrainageChannel>;

export const ChannelCode = Type.String({ title: '渠道', pattern: '^[A-Za-z0-9_-]{1,32}$' });

export const getDrainage = defineCall({
  method: 'GET',
  path: '/v1/drainage',
  summary: '合作渠道落地页的内容；未知渠道 404',
  tag: 'campaigns',
  auth: false,
  schemas: { querystring: Type.Object({ channel: ChannelCode }), response: DrainageChannel },
});
