import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id } from '../common/fields';
import { TipArticle } from './get-tip-articles';

export const TipArticleDetail = Type.Object({ ...TipArticle.properties, content: Type.String({ description: '富文本' }) });
export type TipArticleDetail = Static<typeof TipArticleDetail>;

export const getTipArticle = defineCall({
  method: 'GET',
  path: '/v1/ranking/articles/:id',
  summary: '一篇答题攻略（富文本）',
  tag: 'campaigns',
  auth: false,
  schemas: { params: Type.Object({ id: Id('文章') }), response: TipArticleDetail },
});
