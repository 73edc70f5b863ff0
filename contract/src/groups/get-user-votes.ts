import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { TopicQuery, VoteSummary } from './entities';

export const getUserVotes = defineCall({
  method: 'GET',
  path: '/focusVotes/user',
  summary: '话题投票的选项、票数和我的选择',
  tag: 'groups',
  auth: true,
  schemas: { querystring: Type.Object(TopicQuery), response: VoteSummary },
});
