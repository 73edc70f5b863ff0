// Resolves once the page's first contentful paint is on screen. A frame's end (requestAnimationFrame
// then a task) is not enough: the frame is rastered and shown after that, and on a 2-core phone the
// scripts fetched and compiled meanwhile slowed it by some 40 ms. The paint entry is only reported
// once the frame is presented. A page in a background tab paints nothing; a browser without paint
// timing reports nothing: a time-out bounds the wait.
// No @survey/shared here: this runs before the federation boundary (see index.ts).

/** The longest the boot waits for a paint entry. */
export const FIRST_PAINT_WAIT_MS = 300;

export function afterFirstPaint(timeoutMs = FIRST_PAINT_WAIT_MS): Promise<void> {
  return new Promise((resolve) => {
    let observer: PerformanceObserver | undefined;
    const done = () => {
      observer?.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, document.visibilityState === 'hidden' ? 0 : timeoutMs);
    try {
      observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) done();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      done();
    }
  });
}
