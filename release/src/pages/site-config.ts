// The site config (GET /api/v1/site/config) the shell needs before its first render, fetched
// by the site server and inlined into each page so the browser does not wait for it. Served
// stale while it is refreshed (at most every `ttlMs`); when the API cannot answer in time the
// page goes out without it and the shell fetches it itself, as before.
export interface SiteConfigSource {
  /** The last good config (the `data` of the API's envelope), or null. Never throws. */
  current(): Promise<unknown | null>;
}

export function siteConfigSource(apiOrigin: string, { ttlMs = 30000, timeoutMs = 800 } = {}): SiteConfigSource {
  let value: unknown | null = null;
  let fetchedAt = 0;
  let pending: Promise<void> | null = null;

  async function refresh(): Promise<void> {
    try {
      // The headers every client call carries (spec §7); the config does not depend on them.
      const response = await fetch(`${apiOrigin}/api/v1/site/config`, {
        headers: { 'client-type': '2', version: '1.0.0', 'device-type': '1' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      const body = (await response.json()) as { code?: number; data?: unknown };
      if (response.ok && body.code === 200 && body.data && typeof body.data === 'object') {
        value = body.data;
        fetchedAt = Date.now();
      }
    } catch {
      /* API down or slow: keep what we had */
    }
  }

  return {
    async current() {
      if (Date.now() - fetchedAt > ttlMs && !pending) pending = refresh().finally(() => (pending = null));
      // Only the first page waits (up to timeoutMs); later ones take the last good value.
      if (value === null && pending) await pending;
      return value;
    },
  };
}
