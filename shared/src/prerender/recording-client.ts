import type { HttpClient, RequestOptions } from '../platform-contract';

/** A GET a pre-rendered screen's first render looked for among the page's answers. */
export interface WantedAnswer {
  url: string;
  params?: Record<string, unknown>;
}

/**
 * The client of a first render that learns what data it would draw: every seeded answer the
 * render looks for (useRequest's HttpClient.takeSeeded) is noted, none is found. The site server
 * fetches the public ones and renders again with them seeded.
 */
export function createRecordingClient(http: HttpClient): { http: HttpClient; wanted: WantedAnswer[] } {
  const wanted: WantedAnswer[] = [];
  const seen = new Set<string>();
  const note = (url: string, options?: RequestOptions) => {
    const key = JSON.stringify([url, options?.params ?? {}]);
    if (seen.has(key)) return;
    seen.add(key);
    wanted.push(options?.params ? { url, params: options.params } : { url });
  };
  return {
    wanted,
    http: {
      ...http,
      hasSeeded: () => true,
      takeSeeded(url, options) {
        note(url, options);
        return null;
      },
    },
  };
}
