import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id, Page, PageQuery } from '../common/fields';

/** One product of the exchange catalogue. */
export const Benefit = Type.Object({
  id: Id(),
  name: Type.String(),
  /** EXCHANGE_TYPES value: 1 cash, 2 virtual, 3 physical. */
  type: Type.Integer(),
  /** Picture URL, or '' when the product has none. */
  image: Type.String(),
  price: Type.Integer({ description: '金币' }),
  marketPrice: Type.Number({ description: '市场价（元）' }),
  stock: Type.Integer(),
  exchanged: Type.Integer(),
  tags: Type.Array(Type.String()),
});
export type Benefit = Static<typeof Benefit>;

export const BenefitPage = Page(Benefit);
export type BenefitPage = Static<typeof BenefitPage>;

export const getBenefits = defineCall({
  method: 'GET',
  path: '/v3/benefits',
  summary: '在售的兑换商品（可按类型 1 现金 2 虚拟 3 实物筛选），每页默认 12 件',
  tag: 'exchange',
  auth: false,
  schemas: {
    querystring: Type.Object({
      type: Type.Optional(Type.Integer({ title: '兑换类型', minimum: 1, maximum: 3 })),
      page: PageQuery.page,
      size: Type.Optional(Type.Integer({ title: '每页条数', minimum: 1, maximum: 100, default: 12 })),
    }),
    response: BenefitPage,
  },
});
