import { useEffect } from 'react';

// One lock for the page however many overlays hold it: the body's own overflow comes back when
// the last holder lets go, in whatever order they close.
let holders = 0;
let savedOverflow = '';

/** Stops the page behind an overlay from scrolling while `locked` is true. */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    if (holders === 0) {
      savedOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }
    holders += 1;
    return () => {
      holders -= 1;
      if (holders === 0) document.body.style.overflow = savedOverflow;
    };
  }, [locked]);
}
