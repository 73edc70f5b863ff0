import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Millis } from '../common/fields';

/** An info or legal page; `html` is untrusted server HTML (render it sanitised). */
export const InfoPage = Type.Object({ slug: Type.String(), title: Type.String(), html: Type.String(), updatedAt: Millis });
export type InfoPage = Static<typeof InfoPage>;

export const getPage = defineCall({
  method: 'GET',
  path: '/v1/pages/:slug',
  summary: '信息页和协议页（about、agreement、privacy、cooperate、product、sdk）；不存在时 404',
  tag: 'content',
  auth: false,
  schemas: {
    params: Type.Object({ slug: Type.String({ title: '页面', minLength: 1, maxLength: 32, pattern: '^[a-z-]+$' }) }),
    response: InfoPage,
  },
});
