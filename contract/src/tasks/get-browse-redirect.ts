import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Text } from '../common/fields';

export const BrowseRedirect = Type.Object({
  allowed: Type.Boolean(),
  /** The target to open (normalised), or '' when refused. */
  url: Type.String(),
  /** true for another site, false for a page of this site. */
  external: Type.Boolean(),
  /** Why it was refused ('' when allowed). */
  reason: Type.String(),
});
export type BrowseRedirect = Static<typeof BrowseRedirect>;

export const getBrowseRedirect = defineCall({
  method: 'GET',
  path: '/v1/browse/redirect',
  summary: '站外跳转检查：只放行本站页面和白名单中的 https 站点',
  tag: 'tasks',
  auth: true,
  schemas: { querystring: Type.Object({ url: Text('跳转地址', 2048, 1) }), response: BrowseRedirect },
});
