// The static pages' pre-rendering (write-site-pages.ts): it runs after a manifest write, inside every
// release command's lock, and publish, promote and rollback are synchronous functions (scripts and
// the e2e suite call them so). So the pages are rendered in the pre-render sandbox while this thread
// waits (renderInSandboxSync: one child per pair of bundles, all its pages at once), never in this
// process — the registry service and the CLI hold the registry's tokens and preview key. A page whose
// render is missing, fails or outlasts `timeoutMs` gets no markup.
import type { LiveManifest } from '../base/types';
import { type PrerenderedPage, prerenderedRelease, sandboxRequest } from './prerender-page';
import { SANDBOX_LIMITS, renderInSandboxSync } from './prerender-sandbox';

/** The pre-rendered page of each of `pathnames` that has one, rendered with `site`. Never throws. */
export function prerenderPagesSync(
  registry: string,
  manifest: LiveManifest,
  pathnames: string[],
  site: unknown,
  timeoutMs = SANDBOX_LIMITS.batchMs,
): Map<string, PrerenderedPage> {
  const pages = new Map<string, PrerenderedPage>();
  const wanted = pathnames.flatMap((pathname) => {
    const release = prerenderedRelease(manifest, pathname);
    const request = release && sandboxRequest(registry, manifest, release, pathname, site);
    return request ? [{ pathname, request }] : [];
  });
  if (!wanted.length) return pages;
  const answers = renderInSandboxSync(
    wanted.map((one) => one.request),
    timeoutMs,
  );
  for (const [i, { pathname }] of wanted.entries()) {
    const answer = answers[i];
    if (answer instanceof Error) console.error(`[pages] ${pathname}: pre-render failed, the browser renders it`, answer);
    else if (answer.page) pages.set(pathname, answer.page);
  }
  return pages;
}
