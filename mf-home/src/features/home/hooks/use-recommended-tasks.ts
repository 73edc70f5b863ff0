import { useCallback, useEffect, useRef, useState } from 'react';
import { usePlatform } from '@survey/shared';
import { getRecommendedTasks, type RecommendedTask } from '../api/get-recommended-tasks';

type Status = 'loading' | 'ready' | 'error';

/** Tasks the member has not joined yet, best paid first. */
export function useRecommendedTasks() {
  const { http } = usePlatform();
  const [tasks, setTasks] = useState<RecommendedTask[]>([]);
  const [status, setStatus] = useState<Status>('loading');
  const latest = useRef(0);

  const load = useCallback(async () => {
    const request = ++latest.current;
    setStatus('loading');
    try {
      const data = await getRecommendedTasks(http);
      if (request !== latest.current) return;
      setTasks(Array.isArray(data) ? data : []);
      setStatus('ready');
    } catch {
      if (request === latest.current) setStatus('error');
    }
  }, [http]);

  useEffect(() => {
    void load();
  }, [load]);

  return { tasks, status, reload: load };
}
