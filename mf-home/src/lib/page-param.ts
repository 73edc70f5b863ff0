import { useSearchParams } from '@survey/shared/router';

/** The `page` query parameter (1 when missing or invalid) and a setter that keeps it in the URL. */
export function usePageParam(): [number, (page: number) => void] {
  const [search, setSearch] = useSearchParams();
  const raw = search.get('page');
  const page = raw !== null && /^\d{1,6}$/.test(raw) ? Math.max(1, Number(raw)) : 1;
  const setPage = (next: number) => {
    const params = new URLSearchParams(search);
    if (next > 1) params.set('page', String(next));
    else params.delete('page');
    setSearch(params);
  };
  return [page, setPage];
}
