import { useCallback, useEffect, useRef, useState, type DependencyList, type Dispatch, type SetStateAction } from 'react';
import type { HttpClient } from '../contract';
import { usePlatform } from './platform-context';

export type RequestStatus = 'loading' | 'ready' | 'error';

export interface UseRequestOptions {
  /** When false nothing is asked, an answer still on its way is ignored and `data` is null. Default true. */
  enabled?: boolean;
}

export interface RequestState<T> {
  /** The last answer; kept while a reload runs or after it failed. */
  data: T | null;
  status: RequestStatus;
  /** Asks again (the error panel's 重试); does nothing while disabled. */
  reload: () => Promise<void>;
  /** Applies a local change to the answer (e.g. a new balance after a check-in). */
  setData: Dispatch<SetStateAction<T | null>>;
}

/**
 * Loads data with the platform's HTTP client when mounted and whenever `deps` change (the
 * client is always a dependency). An older answer never overwrites a newer one.
 */
export function useRequest<T>(
  load: (http: HttpClient) => Promise<T>,
  deps: DependencyList,
  { enabled = true }: UseRequestOptions = {},
): RequestState<T> {
  const { http } = usePlatform();
  const [data, setData] = useState<T | null>(null);
  const [status, setStatus] = useState<RequestStatus>('loading');
  const latest = useRef(0);

  const run = useCallback(
    async () => {
      const request = ++latest.current;
      setStatus('loading');
      try {
        const answer = await load(http);
        if (request !== latest.current) return;
        setData(answer);
        setStatus('ready');
      } catch {
        if (request === latest.current) setStatus('error');
      }
    },
    // `load` is a new closure every render; what it reads is in `deps`, given by the caller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [http, ...deps],
  );

  useEffect(() => {
    if (enabled) {
      void run();
      return;
    }
    latest.current++;
    setData(null);
    setStatus('loading');
  }, [run, enabled]);

  const reload = useCallback(() => (enabled ? run() : Promise.resolve()), [run, enabled]);

  return { data, status, reload, setData };
}
