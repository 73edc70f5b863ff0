// The page's web vitals from the browser's performance timeline, read when the page is hidden:
// LCP (the last largest-contentful-paint), CLS (the largest session window of layout shifts
// without recent input: shifts less than 1 s apart, at most 5 s long) and INP (the longest
// event timing of an interaction). Browsers without an entry type report no value for it.

export interface Vitals {
  LCP: number | null;
  CLS: number | null;
  INP: number | null;
}

type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean };
type EventTiming = PerformanceEntry & { interactionId?: number };

/** Event timings shorter than this are not recorded by the browser (the spec's minimum is 16). */
const EVENT_DURATION_THRESHOLD_MS = 40;

function observe(type: string, onEntries: (entries: PerformanceEntry[]) => void, options: object = {}): boolean {
  try {
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes(type)) return false;
    new PerformanceObserver((list) => onEntries(list.getEntries())).observe({ type, buffered: true, ...options });
    return true;
  } catch {
    return false;
  }
}

/** Starts observing (buffered: what happened before counts too); returns a reading of the vitals so far. */
export function observeVitals(): () => Vitals {
  let lcp: number | null = null;
  let cls = 0;
  let inp: number | null = null;
  let session = { value: 0, first: 0, last: 0 };

  observe('largest-contentful-paint', (entries) => {
    const last = entries[entries.length - 1];
    if (last) lcp = last.startTime;
  });
  const shifts = observe('layout-shift', (entries) => {
    for (const shift of entries as LayoutShift[]) {
      if (shift.hadRecentInput) continue;
      const joins = session.value > 0 && shift.startTime - session.last < 1000 && shift.startTime - session.first < 5000;
      session = joins
        ? { value: session.value + shift.value, first: session.first, last: shift.startTime }
        : { value: shift.value, first: shift.startTime, last: shift.startTime };
      cls = Math.max(cls, session.value);
    }
  });
  observe(
    'event',
    (entries) => {
      for (const timing of entries as EventTiming[]) {
        if (timing.interactionId) inp = Math.max(inp ?? 0, timing.duration);
      }
    },
    { durationThreshold: EVENT_DURATION_THRESHOLD_MS },
  );
  return () => ({ LCP: lcp, CLS: shifts ? cls : null, INP: inp });
}
