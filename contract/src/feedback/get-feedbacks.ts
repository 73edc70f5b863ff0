import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Page, PageQuery } from '../common/fields';
import { FeedbackSummary } from './fields';

export const FeedbackPage = Page(FeedbackSummary);
export type FeedbackPage = Static<typeof FeedbackPage>;

export const getFeedbacks = defineCall({
  method: 'GET',
  path: '/v1/feedback',
  summary: '我的反馈（最近更新的在前）',
  tag: 'feedback',
  auth: true,
  schemas: { querystring: Type.Object(PageQuery), response: FeedbackPage },
});
