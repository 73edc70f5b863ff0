import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id, Text } from '../common/fields';
import { FeedbackCategory, FeedbackImage } from './fields';

export const postFeedback = defineCall({
  method: 'POST',
  path: '/v1/feedback',
  summary: '提交问题：分类、5-500 字描述、最多 5 张本人上传的图片；图片不是本人上传的 1001',
  tag: 'feedback',
  auth: true,
  schemas: {
    body: Type.Object({
      category: FeedbackCategory,
      content: Text('问题描述', 500, 5),
      images: Type.Optional(Type.Array(FeedbackImage, { title: '图片', maxItems: 5 })),
    }),
    response: Type.Object({ id: Id() }),
  },
});
