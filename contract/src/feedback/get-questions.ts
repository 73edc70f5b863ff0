import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id } from '../common/fields';

export const HelpQuestion = Type.Object({
  id: Id(),
  categoryId: Id(),
  title: Type.String(),
  /** Simple, untrusted HTML: sanitize before showing. */
  content: Type.String(),
});
export type HelpQuestion = Static<typeof HelpQuestion>;

export const getQuestions = defineCall({
  method: 'GET',
  path: '/v1/questions',
  summary: '一个帮助分类下的文章（按顺序）',
  tag: 'feedback',
  auth: true,
  schemas: { querystring: Type.Object({ categoryId: Id('分类编号') }), response: Type.Array(HelpQuestion) },
});
