import { useLayoutEffect, useRef, useState } from 'react';
import { mountRootParcel, type LifeCycles } from 'single-spa';
import type { Platform } from '@survey/shared';
import { PRERENDERED_SLOT_ATTRIBUTE } from './prerendered-area';

export interface AreaSlotProps {
  area: string;
  /** null while the area's code loads: the slot keeps its pre-rendered markup meanwhile. */
  lifecycles: LifeCycles | null;
  platform: Platform;
  /** Markup the server rendered into this slot, kept until the area mounts. */
  prerendered?: string;
  /** Whether the area hydrates that markup (its version drew it) or renders over it. */
  hydrate?: boolean;
  /** The parcel mounted (hydrated). */
  onMounted?(): void;
  /** The parcel's mount rejected, or one of its screens threw while rendering; called once. */
  onError(error: unknown): void;
}

/**
 * The element an area mounts into, as a single-spa parcel. React owns the element and, for a
 * pre-rendered page, its initial markup (AreaHost passes the same string for the slot's whole
 * life, so React never sets it again); the area's own React root owns everything inside once
 * mounted.
 */
export function AreaSlot({ area, lifecycles, platform, prerendered, hydrate = false, onMounted, onError }: AreaSlotProps) {
  const element = useRef<HTMLDivElement>(null);
  // Marked on the element once the area is mounted (hydrated): until then a pre-rendered screen
  // shows but does not respond, which tests and tools can wait out.
  const [mounted, setMounted] = useState(false);
  const report = useRef({ onMounted, onError });
  report.current = { onMounted, onError };

  // A layout effect: the parcel (and the first GETs its screen prefetches) starts in the commit
  // that shows the slot, not after the browser has painted it (about a frame sooner).
  useLayoutEffect(() => {
    if (!lifecycles || !element.current) return;
    // A screen that throws in its first render does so before the mount settles: the failure is
    // what counts, and a mount that follows it is no success.
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      report.current.onError(error);
    };
    const parcel = mountRootParcel<{ platform: Platform; hydrate: boolean; onAreaError: (error: unknown) => void }>(lifecycles, {
      domElement: element.current,
      platform,
      hydrate: hydrate && prerendered !== undefined,
      onAreaError: fail,
    });
    const settled = parcel.mountPromise.then(
      () => {
        if (failed) return true;
        setMounted(true);
        report.current.onMounted?.();
        return true;
      },
      (error: unknown) => {
        fail(error);
        return false;
      },
    );
    return () => {
      void settled
        .then((ok) => (ok ? parcel.unmount() : undefined))
        .catch((error: unknown) => console.error(`[shell] ${area} failed to unmount`, error));
    };
  }, [area, lifecycles, platform, prerendered, hydrate]);

  const filled =
    prerendered === undefined
      ? {}
      : { dangerouslySetInnerHTML: { __html: prerendered }, suppressHydrationWarning: true, [PRERENDERED_SLOT_ATTRIBUTE]: area };
  return <div ref={element} className={`area-mount area-mount-${area}`} data-mounted={mounted || undefined} {...filled} />;
}
