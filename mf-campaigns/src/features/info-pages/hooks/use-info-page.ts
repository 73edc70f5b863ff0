import { useRequest } from '@survey/shared';
import { getPage, type PageSlug } from '../api/get-page';

/** One info page by slug, with a reload for the error panel's 重试; no page unless it is ready. */
export function useInfoPage(slug: PageSlug) {
  const { data, status, reload } = useRequest((http) => getPage(http, slug), [slug]);
  return { page: status === 'ready' ? data : null, status, reload };
}
