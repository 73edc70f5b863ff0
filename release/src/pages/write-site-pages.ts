// Static copies of what the site server answers, for web servers that cannot run it (nginx, the
// registry service's origin routes): <registry>/pages/<path>/index.html for every route path
// without parameters, and <registry>/pages/_default.html (manifest and shell hints only) for every
// other path. Every page inlines the whole live manifest, so every change of remotes.json
// reassembles them all (`assembleSitePages`: text only, a few ms, inside the release command's
// lock), each file replaced atomically (a reader sees the old page or the new one) and only when
// it changed. With a site config (by default the one the static set-up stored,
// static-site-config.ts) every page inlines it and the `prerender` routes carry their markup as
// the site server sends them — markup kept by what it depends on (page-markup.ts): a page whose
// markup is not rendered yet goes out without it (the browser renders it, with the live manifest)
// until page-renders.ts has rendered it, after the command. `writeSitePages` renders what is
// missing first, waiting (the static set-up).
import fs from 'node:fs';
import path from 'node:path';
import { readManifest, resolveRegistry } from '../registry/layout';
import { chooseManifest } from '../rollout/choose-manifest';
import type { LiveManifest } from '../base/types';
import { assemblePage } from './assemble-page';
import { markupKey, pruneMarkup, readMarkup, storeMarkup } from './page-markup';
import { type RenderedPages, prerenderPagesSync } from './prerender-pages';
import { readStaticSiteConfig } from './static-site-config';

export const PAGES_DIR = 'pages';
export const DEFAULT_PAGE = '_default.html';

export interface SitePages {
  /** The pages now in `pages/`, relative to the registry. */
  pages: string[];
  /** The paths whose page went out without its markup: not rendered yet. */
  unrendered: string[];
  /** What every browser outside a canary or preview runs, and the site config, the pages were made with. */
  manifest: LiveManifest | null;
  site: unknown;
}

/** The route paths without parameters of a manifest: each has its own page. */
function fixedPaths(manifest: LiveManifest): string[] {
  return [...new Set(manifest.areas.flatMap((area) => area.routes.map((route) => route.path)))].filter(
    (routePath) => !routePath.split('/').some((s) => s.startsWith(':') || s === '*' || s.startsWith('.')),
  );
}

/** Replaces a file for readers at once (temp file, rename); not fsynced: the pages are remade from remotes.json. */
function replaceFile(file: string, content: string): boolean {
  try {
    if (fs.readFileSync(file, 'utf8') === content) return false;
  } catch {
    /* not there yet */
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  fs.writeFileSync(tmp, content);
  fs.renameSync(tmp, file);
  return true;
}

/** Removes the pages not in `keep`, temp files an interrupted write left, and folders left empty. */
function removeOthers(dir: string, keep: Set<string>): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      removeOthers(full, keep);
      if (!fs.readdirSync(full).length) fs.rmdirSync(full);
    } else if (!keep.has(full)) fs.rmSync(full, { force: true });
  }
}

/**
 * Writes the pages of the live manifest (or `live`) with the markup already rendered; call
 * holding the registry lock. Returns the set and what is left to render.
 */
export function assembleSitePages(registry: string, live: LiveManifest | null, siteConfig?: unknown): SitePages {
  // What every browser outside a canary or preview runs (the origin assembles the others' pages).
  const manifest = live && chooseManifest(live, { registry, deviceId: null }).manifest;
  const site = siteConfig === undefined ? readStaticSiteConfig(registry) : siteConfig;
  const target = path.join(registry, PAGES_DIR);
  const result: SitePages = { pages: [], unrendered: [], manifest, site };
  const kept = new Set<string>();
  const used = new Set<string>();
  if (manifest?.shell) {
    const write = (rel: string, pathname: string | null) => {
      const key = pathname === null ? null : markupKey(manifest, pathname, site);
      const prerendered = key ? readMarkup(registry, key) : null;
      if (key) used.add(key);
      if (prerendered === undefined && pathname !== null) result.unrendered.push(pathname);
      const html = assemblePage({ registry, manifest, pathname, siteConfig: site, prerendered });
      if (html === null) return;
      const file = path.join(target, rel);
      replaceFile(file, html);
      kept.add(file);
      result.pages.push(path.posix.join(PAGES_DIR, rel));
    };
    write(DEFAULT_PAGE, null);
    for (const routePath of fixedPaths(manifest)) write(path.posix.join(...routePath.split('/').filter(Boolean), 'index.html'), routePath);
  }
  fs.mkdirSync(target, { recursive: true });
  removeOthers(target, kept);
  pruneMarkup(registry, used);
  return result;
}

/** Stores rendered markup (holding the registry lock): the next assembly writes it into the pages. */
export function storeRendered(registry: string, pages: SitePages, rendered: RenderedPages): void {
  if (!pages.manifest) return;
  for (const [pathname, page] of rendered) {
    const key = markupKey(pages.manifest, pathname, pages.site);
    if (key) storeMarkup(registry, key, page);
  }
}

/** Writes the pages with all their markup, rendering what is missing while this thread waits (the static set-up). */
export function writeSitePages(
  registryOption?: string,
  live: LiveManifest | null = readManifest(registryOption),
  siteConfig?: unknown,
): string[] {
  const registry = resolveRegistry(registryOption);
  const first = assembleSitePages(registry, live, siteConfig);
  if (!first.unrendered.length || !first.manifest) return first.pages;
  storeRendered(registry, first, prerenderPagesSync(registry, first.manifest, first.unrendered, first.site));
  return assembleSitePages(registry, live, siteConfig).pages;
}
