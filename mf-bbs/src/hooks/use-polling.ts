import { useEffect, useRef } from 'react';

/** Calls `poll` every `ms` while the page is visible (a hidden tab asks nothing). */
export function usePolling(poll: () => unknown, ms: number): void {
  const latest = useRef(poll);
  latest.current = poll;
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState !== 'hidden') void latest.current();
    }, ms);
    return () => clearInterval(timer);
  }, [ms]);
}
