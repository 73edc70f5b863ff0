import { useCallback, useEffect, useRef, useState, type DependencyList, type Dispatch, type SetStateAction } from 'react';
import type { HttpClient } from '../platform-contract';
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

/** Never settles: what a seeded first render's look-up gives a request it cannot answer. */
const UNANSWERED = new Promise<never>(() => undefined);

/**
 * The answer `load` would resolve with, when the page brought it (HttpClient.takeSeeded): `load`
 * runs against a client that answers only from seeds, and counts when it resolves with exactly
 * one seeded GET's answer, as `(http) => getThing(http, input)` does. A load that asks anything
 * else, or changes the answer, starts loading as usual; the seeds it took are given back, so
 * its own request takes them without asking the API.
 */
function seededAnswer<T>(http: HttpClient, load: (http: HttpClient) => Promise<T>): { data: T } | null {
  if (!http.hasSeeded()) return null;
  const taken = new Map<Promise<unknown>, { url: string; params?: Record<string, unknown>; data: unknown }>();
  let unanswered = false;
  const ask = () => {
    unanswered = true;
    return UNANSWERED;
  };
  const seededOnly: HttpClient = {
    ...http,
    get<A>(url: string, options?: { params?: Record<string, unknown> }) {
      const known = http.takeSeeded<A>(url, options);
      if (!known) return ask();
      const answer = Promise.resolve(known.data);
      taken.set(answer, { url, params: options?.params, data: known.data });
      return answer;
    },
    prefetch: () => undefined,
    post: ask,
    request: ask,
    download: ask,
  };
  let result: Promise<T> | null = null;
  try {
    result = load(seededOnly);
  } catch {
    /* the load throws at once: its own run below reports it */
  }
  const answer = result && taken.get(result);
  if (answer && !unanswered && taken.size === 1) return { data: answer.data as T };
  http.seed([...taken.values()]);
  return null;
}

/**
 * Loads data with the platform's HTTP client when mounted and whenever `deps` change (the
 * client is always a dependency). An older answer never overwrites a newer one. When the page
 * brought the answer (a pre-rendered page's seeds), the first render is already 'ready' with it
 * and nothing is asked on mount: a hydrating screen draws what the server drew.
 */
export function useRequest<T>(
  load: (http: HttpClient) => Promise<T>,
  deps: DependencyList,
  { enabled = true }: UseRequestOptions = {},
): RequestState<T> {
  const { http } = usePlatform();
  const [seeded] = useState(() => (enabled ? seededAnswer(http, load) : null));
  const [data, setData] = useState<T | null>(seeded ? seeded.data : null);
  const [status, setStatus] = useState<RequestStatus>(seeded ? 'ready' : 'loading');
  const latest = useRef(0);
  /** The first mount has its answer from the page: no request then. */
  const answered = useRef(seeded !== null);

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
    if (answered.current) {
      answered.current = false;
      return;
    }
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
