import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id } from '../common/fields';

export const Region = Type.Object({
  id: Id(),
  name: Type.String(),
  /** No further level below (a district). */
  leaf: Type.Boolean(),
});
export type Region = Static<typeof Region>;

export const getJdCities = defineCall({
  method: 'GET',
  path: '/v1/jd/cities',
  summary: '配送地区：不带 parentId 为省份，带上级 ID 为其下的城市或区县',
  tag: 'general',
  auth: false,
  schemas: {
    querystring: Type.Object({ parentId: Type.Optional(Type.Integer({ title: '上级地区', minimum: 0, maximum: 2_147_483_647 })) }),
    response: Type.Array(Region),
  },
});
