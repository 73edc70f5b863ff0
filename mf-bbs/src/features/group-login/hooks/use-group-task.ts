import { useCallback, useEffect, useRef, useState } from 'react';
import type { GroupTask } from '@survey/contract';
import { isApiError, usePlatform } from '@survey/shared';
import { getGroupTask } from '../../../lib/api/get-group-task';

/** `missing`: the API knows no such group; `error`: it could not be asked. */
type Status = 'loading' | 'ready' | 'missing' | 'error';

/** Envelope codes meaning "no such group": not found, or a hash id the API refuses to read. */
const MISSING_CODES = [404, 1001];

/** The discussion group of a group-login link. */
export function useGroupTask(hashId: string) {
  const { http } = usePlatform();
  const [group, setGroup] = useState<GroupTask | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const latest = useRef(0);

  const load = useCallback(async () => {
    const request = ++latest.current;
    setStatus('loading');
    try {
      const data = await getGroupTask(http, { hashId });
      if (request !== latest.current) return;
      setGroup(data);
      setStatus(data ? 'ready' : 'missing');
    } catch (error) {
      if (request !== latest.current) return;
      const answered = isApiError(error) && error.status === 200;
      setStatus(answered && MISSING_CODES.includes(error.code ?? 0) ? 'missing' : 'error');
    }
  }, [http, hashId]);

  useEffect(() => {
    void load();
  }, [load]);

  return { group, status, reload: load };
}
