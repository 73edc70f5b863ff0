// Stands in for the browser's script loading, the one layer under the area loader that jsdom
// does not have: every <script src> the page adds gets the answer served for its path.
import type { LifeCycles } from 'single-spa';

export type ServedScript =
  /** A built remote entry: defines its container global, exposing `./app`. */
  | { kind: 'remote-entry'; globalName: string; integrity: string; app: unknown; evaluationError?: Error }
  /** Nothing at that path (404). */
  | { kind: 'missing' };

export interface ScriptNetwork {
  /** Paths of the scripts the page asked for, in order. */
  requested: string[];
  /** Each requested script's SRI attribute, by path. */
  integrityOf: Map<string, string>;
  serve: (path: string, script: ServedScript) => void;
  /** `fetch` of the same files: 200 for a served entry (whatever its hash), 404 otherwise. */
  fetch: (url: string) => Promise<{ ok: boolean; status: number }>;
  stop: () => void;
}

/** A module federation container as webpack builds it: init(shareScope), get(exposed) → factory. */
function container(app: unknown, evaluationError?: Error) {
  return {
    init: async () => undefined,
    get: async (exposed: string) => {
      if (exposed !== './app') throw new Error(`Module ${exposed} does not exist in container`);
      return () => {
        // The exposed module's code throwing as it is evaluated.
        if (evaluationError) throw evaluationError;
        return app;
      };
    },
  };
}

/**
 * Answers scripts like a browser: a missing file, or an entry whose hash does not match the
 * script's integrity attribute, fires `error` (the browser refuses to run it); otherwise the
 * entry defines its container global and fires `load`.
 */
export function serveScripts(initial: Record<string, ServedScript> = {}): ScriptNetwork {
  const served = new Map(Object.entries(initial));
  const requested: string[] = [];
  const integrityOf = new Map<string, string>();
  const observer = new MutationObserver((records) => {
    for (const node of records.flatMap((record) => Array.from(record.addedNodes))) {
      if (!(node instanceof HTMLScriptElement) || !node.src) continue;
      const path = new URL(node.src).pathname;
      requested.push(path);
      integrityOf.set(path, node.integrity);
      const answer = served.get(path);
      // A script without an integrity attribute runs whatever its bytes are.
      if (!answer || answer.kind === 'missing' || (node.integrity && node.integrity !== answer.integrity)) {
        node.dispatchEvent(new Event('error'));
        continue;
      }
      (window as unknown as Record<string, unknown>)[answer.globalName] = container(answer.app, answer.evaluationError);
      node.dispatchEvent(new Event('load'));
    }
  });
  observer.observe(document.head, { childList: true });
  const fetch = async (url: string) => {
    const found = served.get(new URL(url, window.location.href).pathname);
    const ok = Boolean(found && found.kind !== 'missing');
    return { ok, status: ok ? 200 : 404 };
  };
  return { requested, integrityOf, serve: (path, script) => served.set(path, script), fetch, stop: () => observer.disconnect() };
}

/** An area's single-spa lifecycles that write `text` into the element they are mounted in. */
export function fakeAreaLifecycles(text: string): LifeCycles<{ domElement: HTMLElement }> {
  return {
    bootstrap: async () => undefined,
    mount: async ({ domElement }) => {
      domElement.textContent = text;
    },
    unmount: async ({ domElement }) => {
      domElement.textContent = '';
    },
  };
}
