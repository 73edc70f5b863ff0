import type { getPage as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

/** The info and legal pages this area shows (the API's slugs). */
export type PageSlug = 'about' | 'agreement' | 'privacy' | 'cooperate' | 'product' | 'sdk';

/** An info or legal page; its `html` is untrusted server HTML (render it with RichText only). */
export const getPage = bindCall<typeof contract>('GET', '/v1/pages/:slug');

/** One info page by slug, with a reload for the error panel's 重试; no page unless it is ready (not the last slug's while the next loads). */
export function useInfoPage(slug: PageSlug) {
  const { data, status, reload } = useRequest((http) => getPage(http, { slug }), [slug]);
  return { data: status === 'ready' ? data : null, status, reload };
}
