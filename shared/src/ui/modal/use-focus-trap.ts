import { useEffect, useRef, type RefObject } from 'react';

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
const FIELDS = 'input:not([disabled]):not([type="hidden"]), textarea:not([disabled]), select:not([disabled]), [autofocus]';

export interface FocusTrapOptions {
  /**
   * Asked on activation: false keeps focus where it is (a modal opened inside this one in the
   * same commit has taken it). Default: focus moves in.
   */
  shouldFocusIn?: () => boolean;
}

/**
 * While `active`, keeps keyboard focus inside `container`: focus moves in on activation (to the
 * first field, else the container itself, which then needs tabIndex={-1}), Tab and Shift+Tab
 * cycle among its focusable elements, and focus goes back to where it was on deactivation.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean, { shouldFocusIn }: FocusTrapOptions = {}): void {
  const shouldFocusInRef = useRef(shouldFocusIn);
  useEffect(() => {
    shouldFocusInRef.current = shouldFocusIn;
  });

  useEffect(() => {
    const root = container.current;
    if (!active || !root) return;
    const previous = document.activeElement as HTMLElement | null;
    const focusIn = shouldFocusInRef.current?.() ?? true;
    // Focusing never scrolls the page: the overlay is on screen, and the opener is where it was.
    if (focusIn && !root.contains(document.activeElement)) (root.querySelector<HTMLElement>(FIELDS) ?? root).focus({ preventScroll: true });

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = Array.from(root.querySelectorAll<HTMLElement>(TABBABLE));
      if (items.length === 0) {
        event.preventDefault();
        root.focus();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      const current = document.activeElement;
      if (event.shiftKey && (current === first || current === root)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && current === last) {
        event.preventDefault();
        first.focus();
      }
    };
    root.addEventListener('keydown', onKeyDown);
    return () => {
      root.removeEventListener('keydown', onKeyDown);
      if (previous && typeof previous.focus === 'function' && document.contains(previous)) previous.focus({ preventScroll: true });
    };
  }, [active, container]);
}
