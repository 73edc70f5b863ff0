// Answers asked for before a screen asks (an area starts its screen's first GETs when
// it mounts, in parallel with the screen's code, instead of after the screen has rendered). The
// screen's own GET of the same URL and parameters, by the same member, takes the answer once;
// a failed or stale early answer is dropped and the screen asks as it would have, and every
// write (any request but a GET) drops them all: it may have changed what they answered.

/** How long an early answer waits for its screen: a screen that has not asked by then asks anew. */
export const EARLY_ANSWER_TTL_MS = 5000;

interface Early {
  answer: Promise<unknown>;
  at: number;
}

export interface EarlyAnswers {
  /** Keeps `ask()`'s answer for the request `key`, unless one is already waiting. */
  start(key: string, ask: () => Promise<unknown>): void;
  /** The waiting answer for `key` (taken: a second GET asks the API), or null. */
  take(key: string): Promise<unknown> | null;
  /** Drops every waiting answer (a write was sent). */
  clear(): void;
}

/** A GET's identity: URL, parameters (in key order) and whose token asked. */
export function requestKey(url: string, params: Record<string, unknown> | undefined, token: string | null): string {
  const sorted = Object.entries(params ?? {})
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([url, sorted, token]);
}

export function createEarlyAnswers(now: () => number, ttlMs = EARLY_ANSWER_TTL_MS): EarlyAnswers {
  const waiting = new Map<string, Early>();
  const fresh = (early: Early | undefined) => early !== undefined && now() - early.at <= ttlMs;

  return {
    start(key, ask) {
      if (fresh(waiting.get(key))) return;
      const early: Early = { answer: ask(), at: now() };
      waiting.set(key, early);
      // A failure is nobody's to show: the screen's own request will meet it and show it.
      early.answer.catch(() => {
        if (waiting.get(key) === early) waiting.delete(key);
      });
    },
    take(key) {
      const early = waiting.get(key);
      waiting.delete(key);
      if (!fresh(early)) return null;
      // A failed early answer is asked again, so the member sees the real request's error.
      return early!.answer;
    },
    clear() {
      waiting.clear();
    },
  };
}
