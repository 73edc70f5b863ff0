import type { ComponentType } from 'react';

const failedScreens = new Set<() => void>();

/** Lets every screen whose chunk failed fetch it again (the error boundary's retry). */
export function retryFailedScreens(): void {
  for (const reset of failedScreens) reset();
  failedScreens.clear();
}

/** A code-split screen that can be fetched before it renders. */
export type LazyScreen = ComponentType & { preload(): Promise<void> };

/**
 * Like React.lazy, but a screen whose chunk is already loaded renders at once instead of
 * suspending. React holds a revealed Suspense fallback for ~300 ms, so suspending on a chunk
 * that arrives in 5 ms would cost every area switch 300 ms; the runtime preloads the current
 * route's screen before it mounts the area.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): LazyScreen {
  let Loaded: ComponentType | null = null;
  let pending: Promise<void> | null = null;
  let failed: { error: unknown } | null = null;
  const preload = () => {
    pending ??= load().then(
      (module) => {
        Loaded = module.default;
      },
      (error: unknown) => {
        pending = null; // a failed chunk may be retried
        failed = { error };
        failedScreens.add(() => {
          failed = null;
        });
        throw error;
      },
    );
    return pending;
  };
  function Screen() {
    if (Loaded) return <Loaded />;
    // A failed chunk goes to the error boundary until its retry: suspending again would fetch a
    // chunk that keeps failing (missing, refused by its hash) in a loop.
    if (failed) throw failed.error;
    // Suspense protocol: the nearest boundary shows its fallback until the chunk is in.
    throw preload();
  }
  Screen.preload = preload;
  return Screen;
}
