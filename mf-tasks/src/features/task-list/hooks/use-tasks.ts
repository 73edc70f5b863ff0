import { useCallback, useEffect, useRef, useState } from 'react';
import { usePlatform } from '@survey/shared';
import { getTasks, type TaskPage, type TaskQuery } from '../api/get-tasks';

type Status = 'loading' | 'ready' | 'error';

/** One page of the task list for the given filter; an older answer never overwrites a newer one. */
export function useTasks(query: TaskQuery) {
  const { http } = usePlatform();
  const [data, setData] = useState<TaskPage | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const latest = useRef(0);
  const { module, type, page, size } = query;

  const load = useCallback(async () => {
    const request = ++latest.current;
    setStatus('loading');
    try {
      const params: TaskQuery = { page, size };
      if (module !== undefined) params.module = module;
      if (type !== undefined) params.type = type;
      const answer = await getTasks(http, params);
      if (request !== latest.current) return;
      setData(answer);
      setStatus('ready');
    } catch {
      if (request === latest.current) setStatus('error');
    }
  }, [http, module, type, page, size]);

  useEffect(() => {
    void load();
  }, [load]);

  return { data, status, reload: load };
}
