import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id } from '../common/fields';

/** A banner; `image` may be '' and `link` a site path, an https URL or ''. */
export const Banner = Type.Object({
  id: Id(),
  title: Type.String(),
  subtitle: Type.String(),
  image: Type.String(),
  link: Type.String(),
});
export type Banner = Static<typeof Banner>;

export const getBanners = defineCall({
  method: 'GET',
  path: '/v1/banners',
  summary: '首页（落地页）横幅',
  tag: 'content',
  auth: false,
  schemas: { response: Type.Array(Banner) },
});
