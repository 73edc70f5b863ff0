// The markup of the static pages, rendered after the release command that changed the manifest
// has returned and released the registry lock. By then every page already inlines the new manifest
// (write-site-pages.ts, inside the command's lock): a page whose markup is not rendered yet is
// served without it and the browser renders it, with the live versions — never a page naming a
// version that is no longer live. Here, one render at a time per process: the newest manifest's
// missing markup (of the changed area's routes: page-markup.ts) is rendered in the sandbox, stored
// and written into the pages under the lock, the pages always reassembled from the remotes.json
// live at that moment, so a render that finishes after a newer change never puts an older manifest
// back. A change while a render runs supersedes the one waiting; a render that fails is logged and
// its pages stay without markup, and nothing of it reaches the command.
import { setTimeout as delay } from 'node:timers/promises';
import { readManifest } from '../registry/layout';
import { tryLock } from '../registry/lock-file';
import { readMarkup, markupKey } from './page-markup';
import { prerenderPages } from './prerender-pages';
import { type SitePages, assembleSitePages, storeRendered } from './write-site-pages';

/** How long the written markup waits for another command's lock before it is dropped (the next change renders it). */
const LOCK_WAIT_MS = 30_000;
const LOCK_RETRY_MS = 50;

/** Per registry, the newest set of pages with markup missing, waiting for the render in progress. */
const waiting = new Map<string, SitePages>();
let running: Promise<void> | null = null;

/** Renders the markup `pages` miss once this command has returned; a newer call supersedes one still waiting. */
export function renderMissingMarkup(registry: string, pages: SitePages): void {
  if (!pages.unrendered.length) {
    waiting.delete(registry);
    return;
  }
  waiting.set(registry, pages);
  // A macrotask later: the command (and its lock) ends before a child is started.
  running ??= new Promise<void>((resolve) => setImmediate(resolve)).then(work);
}

/** Settles once this process has no page render waiting or running (the CLI waits for it before it exits). */
export async function pagesRendered(): Promise<void> {
  while (running) await running;
}

async function work(): Promise<void> {
  for (let next = waiting.entries().next(); !next.done; next = waiting.entries().next()) {
    const [registry, pages] = next.value;
    waiting.delete(registry);
    try {
      await render(registry, pages);
    } catch (error) {
      console.error(`[pages] the markup of ${registry}'s pages was not rendered; they are served without it`, error);
    }
  }
  running = null;
}

async function render(registry: string, pages: SitePages): Promise<void> {
  const { manifest, site } = pages;
  if (!manifest) return;
  // Another process (or an earlier render) may have stored some since.
  const missing = pages.unrendered.filter((pathname) => {
    const key = markupKey(manifest, pathname, site);
    return key !== null && readMarkup(registry, key) === undefined;
  });
  if (!missing.length) return;
  const rendered = await prerenderPages(registry, manifest, missing, site);
  for (const started = Date.now(); Date.now() - started < LOCK_WAIT_MS; await delay(LOCK_RETRY_MS)) {
    // Taken and released without an await between: no command of this process waits for it meanwhile.
    const release = tryLock(registry, 'writing the pages rendered after a release command');
    if (!release) continue;
    try {
      storeRendered(registry, pages, rendered);
      assembleSitePages(registry, readManifest(registry));
    } finally {
      release();
    }
    return;
  }
  console.error(`[pages] the registry ${registry} stayed locked: pages rendered for ${missing.join(', ')} are left without markup`);
}
