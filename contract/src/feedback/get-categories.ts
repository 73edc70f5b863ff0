import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id } from '../common/fields';

export const HelpCategory = Type.Object({ id: Id(), name: Type.String() });
export type HelpCategory = Static<typeof HelpCategory>;

export const getCategories = defineCall({
  method: 'GET',
  path: '/v1/categories',
  summary: '分类的子分类（categoryId 21 为帮助中心）；分类不存在 404',
  tag: 'feedback',
  auth: true,
  schemas: {
    querystring: Type.Object({ categoryId: Id('分类编号') }),
    response: Type.Object({ id: Id(), name: Type.String(), children: Type.Array(HelpCategory) }),
  },
});
