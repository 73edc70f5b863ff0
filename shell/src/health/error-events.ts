// Uncaught errors and unhandled rejections as health events: an error belongs to the area
// version whose file threw it (its `/areas/<area>/<version>/` URL in the stack or the event's
// filename), else to the area of the page the member is on.
import type { HealthEvent } from '@survey/contract';

export interface AreaVersion {
  area: string;
  version: string;
}

/** Errors reported per page at most: an error in a loop must not flood the beacon. */
export const MAX_ERRORS_PER_PAGE = 20;

const AREA_URL = /\/areas\/(mf-[a-z0-9-]{1,40})\/([0-9A-Za-z.+-]{1,80})\//;

/** The first (innermost) area file named in `text`. */
export function areaVersionIn(text: string): AreaVersion | null {
  const match = AREA_URL.exec(text);
  return match ? { area: match[1], version: match[2] } : null;
}

/** Where the error came from, as text: the thrown file, then the stack. */
function sourceText(event: Event): string {
  const thrown = event instanceof ErrorEvent ? event.error : (event as PromiseRejectionEvent).reason;
  const stack = typeof (thrown as Error | null)?.stack === 'string' ? (thrown as Error).stack : '';
  const filename = event instanceof ErrorEvent ? event.filename : '';
  return `${filename ?? ''}\n${stack ?? ''}`;
}

/** Listens on window until the returned function is called. */
export function watchErrors(report: (event: HealthEvent) => void, currentArea: () => AreaVersion | null): () => void {
  let reported = 0;
  const onError = (event: Event) => {
    try {
      if (reported >= MAX_ERRORS_PER_PAGE) return;
      const source = areaVersionIn(sourceText(event)) ?? currentArea();
      if (!source) return; // the shell's own page: no area to hold to account
      reported += 1;
      report({ kind: 'error', area: source.area, version: source.version });
    } catch {
      /* reporting must never become an error of its own */
    }
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onError);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onError);
  };
}
