// Static copies of what the site server answers, for web servers that cannot run it (nginx):
// <registry>/pages/<path>/index.html for every route path without parameters, and
// <registry>/pages/_default.html (manifest and shell hints only) for every other path. Call
// after every change of remotes.json (publish --promote, promote, rollback, updating); the
// folder is swapped whole, so a reader sees the old set or the new one. With a site config
// (by default the one the static set-up stored, static-site-config.ts) every page inlines it and
// the `prerender` routes carry their markup, as the site server sends them; without one, or when a
// route's render is missing or fails, that page is rendered in the browser.
import fs from 'node:fs';
import path from 'node:path';
import { readManifest, resolveRegistry } from '../registry/layout';
import { chooseManifest } from '../rollout/choose-manifest';
import type { LiveManifest } from '../base/types';
import { assemblePage } from './assemble-page';
import type { PrerenderedPage } from './prerender-page';
import { prerenderPagesSync } from './prerender-pages-sync';
import { readStaticSiteConfig } from './static-site-config';

export const PAGES_DIR = 'pages';
export const DEFAULT_PAGE = '_default.html';

/** Writes the pages of the live manifest (or `manifest`); returns the paths written, relative to the registry. */
export function writeSitePages(
  registryOption?: string,
  live: LiveManifest | null = readManifest(registryOption),
  siteConfig?: unknown,
): string[] {
  const registry = resolveRegistry(registryOption);
  // What every browser outside a canary or preview runs (the origin assembles the others' pages).
  const manifest = live && chooseManifest(live, { registry, deviceId: null }).manifest;
  const site = siteConfig === undefined ? readStaticSiteConfig(registry) : siteConfig;
  const target = path.join(registry, PAGES_DIR);
  const tmp = path.join(registry, `.${PAGES_DIR}.${process.pid}.${Date.now()}.tmp`);
  const written: string[] = [];
  if (manifest?.shell) {
    const fixedPaths = [...new Set(manifest.areas.flatMap((area) => area.routes.map((route) => route.path)))].filter(
      (routePath) => !routePath.split('/').some((s) => s.startsWith(':') || s === '*' || s.startsWith('.')),
    );
    const prerendered = site ? prerenderPagesSync(registry, manifest, fixedPaths, site) : new Map<string, PrerenderedPage>();
    const write = (rel: string, pathname: string | null) => {
      const html = assemblePage({
        registry,
        manifest,
        pathname,
        siteConfig: site,
        prerendered: pathname === null ? null : prerendered.get(pathname),
      });
      if (html === null) return;
      fs.mkdirSync(path.dirname(path.join(tmp, rel)), { recursive: true });
      fs.writeFileSync(path.join(tmp, rel), html);
      written.push(path.posix.join(PAGES_DIR, rel));
    };
    write(DEFAULT_PAGE, null);
    for (const routePath of fixedPaths) write(path.posix.join(...routePath.split('/').filter(Boolean), 'index.html'), routePath);
  }
  const old = path.join(registry, `.${PAGES_DIR}.${process.pid}.${Date.now()}.old`);
  if (fs.existsSync(target)) fs.renameSync(target, old);
  if (fs.existsSync(tmp)) fs.renameSync(tmp, target);
  fs.rmSync(old, { recursive: true, force: true });
  return written;
}
