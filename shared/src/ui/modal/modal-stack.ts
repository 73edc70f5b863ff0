import { createContext, useCallback, useContext, useEffect, useMemo, useRef } from 'react';

interface OpenModal {
  /** True while a modal rendered inside this one is open. */
  hasOpenChild: () => boolean;
}

/** Open modals in opening order. */
const openStack: OpenModal[] = [];

interface ChildRegistry {
  register: () => () => void;
}

/** Lets a modal rendered inside another tell its parent it is open (effects run child first). */
const ParentModalContext = createContext<ChildRegistry | null>(null);

/** Wraps a modal's content so the modals rendered inside it register as its children. */
export const ModalStackProvider = ParentModalContext.Provider;

/**
 * A modal's place among the open ones. `isTop()`: whether it is the one Escape closes (the last
 * opened that has no open modal inside it). `hasOpenChild()`: whether a modal inside it is open.
 * Pass `childRegistry` to a ModalStackProvider around the modal's content.
 */
export function useModalStack(open: boolean) {
  const openChildren = useRef(0);
  const parent = useContext(ParentModalContext);
  const entry = useMemo<OpenModal>(() => ({ hasOpenChild: () => openChildren.current > 0 }), []);
  const childRegistry = useMemo<ChildRegistry>(
    () => ({
      register: () => {
        openChildren.current += 1;
        return () => {
          openChildren.current -= 1;
        };
      },
    }),
    [],
  );

  useEffect(() => {
    if (!open) return;
    const unregister = parent?.register();
    openStack.push(entry);
    return () => {
      openStack.splice(openStack.indexOf(entry), 1);
      unregister?.();
    };
  }, [open, parent, entry]);

  const isTop = useCallback(() => [...openStack].reverse().find((candidate) => !candidate.hasOpenChild()) === entry, [entry]);
  return { isTop, hasOpenChild: entry.hasOpenChild, childRegistry };
}
