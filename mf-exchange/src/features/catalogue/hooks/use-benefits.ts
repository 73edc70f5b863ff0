import { useCallback, useEffect, useRef, useState } from 'react';
import { usePlatform } from '@survey/shared';
import { getBenefits, type BenefitPage, type BenefitQuery } from '../api/get-benefits';

type Status = 'loading' | 'ready' | 'error';

/** One page of the catalogue for a type; an older answer never overwrites a newer one. */
export function useBenefits({ type, page, size }: BenefitQuery) {
  const { http } = usePlatform();
  const [data, setData] = useState<BenefitPage | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const latest = useRef(0);

  const load = useCallback(async () => {
    const request = ++latest.current;
    setStatus('loading');
    try {
      const answer = await getBenefits(http, type === undefined ? { page, size } : { type, page, size });
      if (request !== latest.current) return;
      setData(answer);
      setStatus('ready');
    } catch {
      if (request === latest.current) setStatus('error');
    }
  }, [http, type, page, size]);

  useEffect(() => {
    void load();
  }, [load]);

  return { data, status, reload: load };
}
