import { useEffect, useRef } from 'react';

export interface EscapeKeyOptions {
  /** Listens only while true. Default true. */
  enabled?: boolean;
  /** Asked on each Escape; false leaves the key to another listener (e.g. a modal on top of this one). */
  isTarget?: () => boolean;
}

/**
 * Calls `onEscape` when Escape is pressed anywhere in the document, unless something inside
 * already handled it (preventDefault). The key stops there: no outer listener closes too.
 */
export function useEscapeKey(onEscape: () => void, { enabled = true, isTarget }: EscapeKeyOptions = {}): void {
  // The latest callbacks without re-subscribing on every render.
  const latest = useRef({ onEscape, isTarget });
  useEffect(() => {
    latest.current = { onEscape, isTarget };
  });

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (latest.current.isTarget && !latest.current.isTarget()) return;
      event.stopPropagation();
      latest.current.onEscape();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
