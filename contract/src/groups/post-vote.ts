import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id } from '../common/fields';
import { TopicQuery, VoteSummary } from './entities';

export const postVote = defineCall({
  method: 'POST',
  path: '/focusVotes',
  summary: '投票（每个话题一票，再投则改为新的选项）',
  tag: 'groups',
  auth: true,
  schemas: { body: Type.Object({ ...TopicQuery, optionId: Id('投票选项') }), response: VoteSummary },
});
