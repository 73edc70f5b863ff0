import { useCallback, useRef } from 'react';

const fresh = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * A key for one action that a retry or a double press repeats unchanged; `next()` starts a new
 * action once the last one has been answered.
 */
export function useActionKey() {
  const key = useRef(fresh());
  const next = useCallback(() => {
    key.current = fresh();
  }, []);
  return { current: () => key.current, next };
}
