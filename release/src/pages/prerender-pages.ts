// The static pages' pre-rendering (write-site-pages.ts): the pages of `prerender` routes are
// rendered in the pre-render sandbox (one child per pair of bundles, all its pages at once), never
// in this process — the registry service and the CLI hold the registry's tokens and preview key.
// After a release command they are rendered while the process goes on (page-renders.ts), so the
// command never waits for them; the static set-up waits. A page whose render is missing, fails
// or outlasts `timeoutMs` gets no markup.
import type { LiveManifest } from '../base/types';
import { type PrerenderedPage, prerenderedRelease, sandboxRequest } from './prerender-page';
import { SANDBOX_LIMITS, type SandboxRequest, renderInSandboxBatch, renderInSandboxSync } from './prerender-sandbox';
import type { SandboxAnswer } from './sandbox-answer';

/** Each rendered page: its markup, or null when the shell does not show the screen there. */
export type RenderedPages = Map<string, PrerenderedPage | null>;

function requestsFor(registry: string, manifest: LiveManifest, pathnames: string[], site: unknown) {
  return pathnames.flatMap((pathname) => {
    const release = prerenderedRelease(manifest, pathname);
    const request = release && sandboxRequest(registry, manifest, release, pathname, site);
    return request ? [{ pathname, request }] : [];
  });
}

function readAnswers(wanted: { pathname: string }[], answers: (SandboxAnswer | Error)[]): RenderedPages {
  const pages: RenderedPages = new Map();
  for (const [i, { pathname }] of wanted.entries()) {
    const answer = answers[i];
    if (answer instanceof Error) console.error(`[pages] ${pathname}: pre-render failed, the browser renders it`, answer);
    else pages.set(pathname, answer.page);
  }
  return pages;
}

const asRequests = (wanted: { request: SandboxRequest }[]) => wanted.map((one) => one.request);

/** The pages of `pathnames` that were rendered, with `site`, while this thread waits. Never throws. */
export function prerenderPagesSync(
  registry: string,
  manifest: LiveManifest,
  pathnames: string[],
  site: unknown,
  timeoutMs = SANDBOX_LIMITS.batchMs,
): RenderedPages {
  const wanted = requestsFor(registry, manifest, pathnames, site);
  return wanted.length ? readAnswers(wanted, renderInSandboxSync(asRequests(wanted), timeoutMs)) : new Map();
}

/** The same, while this process goes on. */
export async function prerenderPages(
  registry: string,
  manifest: LiveManifest,
  pathnames: string[],
  site: unknown,
  timeoutMs = SANDBOX_LIMITS.batchMs,
): Promise<RenderedPages> {
  const wanted = requestsFor(registry, manifest, pathnames, site);
  return wanted.length ? readAnswers(wanted, await renderInSandboxBatch(asRequests(wanted), timeoutMs)) : new Map();
}
