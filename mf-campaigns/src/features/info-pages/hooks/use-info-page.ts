import { useCallback, useEffect, useRef, useState } from 'react';
import { usePlatform } from '@survey/shared';
import { getPage, type InfoPage, type PageSlug } from '../api/get-page';

type Status = 'loading' | 'ready' | 'error';

/** One info page by slug, with a reload for the error panel's 重试. */
export function useInfoPage(slug: PageSlug) {
  const { http } = usePlatform();
  const [page, setPage] = useState<InfoPage | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const latest = useRef(0);

  const load = useCallback(async () => {
    const request = ++latest.current;
    setStatus('loading');
    setPage(null);
    try {
      const data = await getPage(http, slug);
      if (request !== latest.current) return;
      setPage(data);
      setStatus('ready');
    } catch {
      if (request === latest.current) setStatus('error');
    }
  }, [http, slug]);

  useEffect(() => {
    void load();
  }, [load]);

  return { page, status, reload: load };
}
