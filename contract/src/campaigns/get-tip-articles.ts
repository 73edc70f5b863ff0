import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id, Millis } from '../common/fields';

export const TipArticle = Type.Object({ id: Id(), title: Type.String(), summary: Type.String(), createdAt: Millis });
export type TipArticle = Static<typeof TipArticle>;

export const getTipArticles = defineCall({
  method: 'GET',
  path: '/v1/ranking/articles',
  summary: '答题攻略文章列表',
  tag: 'campaigns',
  auth: false,
  schemas: { response: Type.Array(TipArticle) },
});
