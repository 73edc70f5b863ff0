// What happened when each area was loaded in this page, for the operator view.
export interface LoadAttempt {
  version: string;
  source: 'live' | 'fallback';
  ok: boolean;
  ms: number;
  error?: string;
  at?: string;
}

const attempts = new Map<string, LoadAttempt[]>();
const listeners = new Set<() => void>();
let snapshot: ReadonlyMap<string, LoadAttempt[]> = new Map();

export function recordAttempt(area: string, attempt: LoadAttempt) {
  attempts.set(area, [...(attempts.get(area) ?? []), { ...attempt, at: new Date().toISOString() }]);
  snapshot = new Map(attempts);
  listeners.forEach((listener) => listener());
}

export const areaStatus = {
  getSnapshot: () => snapshot,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
