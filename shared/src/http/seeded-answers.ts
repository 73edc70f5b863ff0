// Answers known before the page's scripts ran: the site server fetched a pre-rendered page's
// public GETs (signed out) and inlined them, so the first render draws the data the server
// drew and hydrates without asking the API. Each answer serves one request, and only for a
// short while: a screen shown again later asks the API as usual.
import type { SeededAnswer } from '../platform-contract';

/** How long a seeded answer waits for its first render: a later visit asks the API. */
export const SEEDED_ANSWER_TTL_MS = 15_000;

export interface SeededAnswers {
  /** Keeps `data` for the request `key` (replacing one kept before). */
  add(key: string, data: unknown): void;
  /** The answer for `key`, taken (a second request asks the API); null when none or expired. */
  take(key: string): { data: unknown } | null;
  /** Whether `key` has an answer waiting. */
  has(key: string): boolean;
  /** Whether any answer is waiting. */
  any(): boolean;
  /** Drops them all (a write was sent). */
  clear(): void;
}

export function createSeededAnswers(now: () => number, ttlMs = SEEDED_ANSWER_TTL_MS): SeededAnswers {
  const kept = new Map<string, { data: unknown; at: number }>();
  const fresh = (key: string) => {
    const entry = kept.get(key);
    if (entry && now() - entry.at <= ttlMs) return entry;
    kept.delete(key);
    return null;
  };
  return {
    add(key, data) {
      kept.set(key, { data, at: now() });
    },
    take(key) {
      const entry = fresh(key);
      kept.delete(key);
      return entry && { data: entry.data };
    },
    has: (key) => fresh(key) !== null,
    any: () => [...kept.keys()].some((key) => fresh(key) !== null),
    clear() {
      kept.clear();
    },
  };
}

/** Only well-formed entries of inlined answers (the page's JSON is data from outside the bundle). */
export function readSeededAnswers(value: unknown): SeededAnswer[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry): entry is SeededAnswer =>
      !!entry &&
      typeof entry === 'object' &&
      typeof (entry as SeededAnswer).url === 'string' &&
      'data' in entry &&
      ((entry as SeededAnswer).params === undefined || typeof (entry as SeededAnswer).params === 'object'),
  );
}
