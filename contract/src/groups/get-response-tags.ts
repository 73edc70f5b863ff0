import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { TopicQuery } from './entities';

export const TagCount = Type.Object({ tag: Type.String(), count: Type.Integer() });
export type TagCount = Static<typeof TagCount>;

export const getResponseTags = defineCall({
  method: 'GET',
  path: '/focusResponses/tag',
  summary: '一个话题下各标签的回复数',
  tag: 'groups',
  auth: true,
  schemas: { querystring: Type.Object(TopicQuery), response: Type.Array(TagCount) },
});
