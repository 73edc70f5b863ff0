import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Text } from '../common/fields';
import { GroupQuery, TopicSearchResult } from './entities';

export const getHostSearch = defineCall({
  method: 'GET',
  path: '/v1/focusTopics/compere/search',
  summary: '主持人：按标题搜索话题（关键字去掉首尾空白后不能为空）',
  tag: 'groups',
  auth: true,
  schemas: { querystring: Type.Object({ ...GroupQuery, title: Text('搜索关键字', 50, 1) }), response: Type.Array(TopicSearchResult) },
});
