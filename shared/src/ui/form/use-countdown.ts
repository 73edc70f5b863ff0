import { useCallback, useEffect, useRef, useState } from 'react';

export interface Countdown {
  /** Whole seconds left; 0 when idle. */
  remaining: number;
  /** Starts (or restarts) from `from` seconds, default the hook's `seconds`. */
  start: (from?: number) => void;
  /** Stops and goes back to 0. */
  reset: () => void;
  running: boolean;
}

const TICK_MS = 250;

/**
 * A seconds countdown for "resend SMS code" buttons. Computed from an end time, so a throttled
 * background tab still shows the right number when it wakes up.
 */
export function useCountdown(seconds = 60): Countdown {
  const [remaining, setRemaining] = useState(0);
  const endRef = useRef(0);
  const timerRef = useRef<ReturnType<typeof setInterval> | null>(null);

  const clear = useCallback(() => {
    if (timerRef.current !== null) {
      clearInterval(timerRef.current);
      timerRef.current = null;
    }
  }, []);

  const start = useCallback(
    (from: number = seconds) => {
      clear();
      const total = Math.max(0, Math.floor(from));
      setRemaining(total);
      if (total === 0) return;
      endRef.current = Date.now() + total * 1000;
      timerRef.current = setInterval(() => {
        const left = Math.max(0, Math.ceil((endRef.current - Date.now()) / 1000));
        setRemaining(left);
        if (left === 0) clear();
      }, TICK_MS);
    },
    [seconds, clear],
  );

  const reset = useCallback(() => {
    clear();
    setRemaining(0);
  }, [clear]);

  useEffect(() => clear, [clear]);

  return { remaining, start, reset, running: remaining > 0 };
}
