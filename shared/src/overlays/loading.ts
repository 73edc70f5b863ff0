// Reference-counted loading overlay (spec section 8): shown by the first start, hidden when
// every start has been matched by a stop, so overlapping requests don't flicker it off.
import type { LoadingService, LoadingState } from '../platform-contract';

export const DEFAULT_LOADING_TEXT = '加载中...';

const HIDDEN: LoadingState = { visible: false, text: DEFAULT_LOADING_TEXT };

export function createLoading(): LoadingService {
  let count = 0;
  let state: LoadingState = HIDDEN;
  const listeners = new Set<() => void>();

  function set(next: LoadingState): void {
    if (next.visible === state.visible && next.text === state.text) return;
    state = next;
    for (const listener of [...listeners]) listener();
  }

  return {
    start(text) {
      count += 1;
      // The latest caller's text wins: it describes what the member is waiting for now.
      set({ visible: true, text: text || (count === 1 ? DEFAULT_LOADING_TEXT : state.text) });
    },
    stop() {
      // An unmatched stop must not drive the count negative and hide a later start.
      if (count === 0) return;
      count -= 1;
      if (count === 0) set(HIDDEN);
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
