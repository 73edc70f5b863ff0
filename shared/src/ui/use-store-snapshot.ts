import { useCallback, useRef, useSyncExternalStore } from 'react';

/** Anything with the platform's subscribe shape (Notifier, LoadingService, SessionService). */
export interface Subscribable {
  subscribe(listener: () => void): () => void;
}

/**
 * useSyncExternalStore over a platform service, tolerant of services whose getter builds a new
 * array/object on every call: an equal snapshot keeps the previous reference, so React does not
 * loop on "getSnapshot should be cached".
 */
export function useStoreSnapshot<T>(store: Subscribable, read: () => T, isEqual: (a: T, b: T) => boolean): T {
  const last = useRef<{ value: T } | null>(null);
  const subscribe = useCallback((listener: () => void) => store.subscribe(listener), [store]);
  const getSnapshot = () => {
    const next = read();
    if (last.current && (Object.is(last.current.value, next) || isEqual(last.current.value, next))) {
      return last.current.value;
    }
    last.current = { value: next };
    return next;
  };
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
