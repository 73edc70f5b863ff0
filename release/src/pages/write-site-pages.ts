// Static copies of what the site server answers, for web servers that cannot run it (nginx):
// <registry>/pages/<path>/index.html for every route path without parameters, and
// <registry>/pages/_default.html (manifest and shell hints only) for every other path. Call
// after every change of remotes.json (publish --promote, promote, rollback, updating); the
// folder is swapped whole, so a reader sees the old set or the new one.
import fs from 'node:fs';
import path from 'node:path';
import { readManifest, resolveRegistry } from '../registry';
import type { LiveManifest } from '../types';
import { assemblePage } from './assemble-page';

export const PAGES_DIR = 'pages';
export const DEFAULT_PAGE = '_default.html';

/** Writes the pages of the live manifest (or `manifest`); returns the paths written, relative to the registry. */
export function writeSitePages(registryOption?: string, manifest: LiveManifest | null = readManifest(registryOption)): string[] {
  const registry = resolveRegistry(registryOption);
  const target = path.join(registry, PAGES_DIR);
  const tmp = path.join(registry, `.${PAGES_DIR}.${process.pid}.${Date.now()}.tmp`);
  const written: string[] = [];
  if (manifest?.shell) {
    const write = (rel: string, pathname: string | null) => {
      const html = assemblePage({ registry, manifest, pathname });
      if (html === null) return;
      fs.mkdirSync(path.dirname(path.join(tmp, rel)), { recursive: true });
      fs.writeFileSync(path.join(tmp, rel), html);
      written.push(path.posix.join(PAGES_DIR, rel));
    };
    write(DEFAULT_PAGE, null);
    const routePaths = manifest.areas.flatMap((area) => area.routes.map((route) => route.path));
    for (const routePath of new Set(routePaths)) {
      const segments = routePath.split('/').filter(Boolean);
      if (segments.some((s) => s.startsWith(':') || s === '*' || s.startsWith('.'))) continue;
      write(path.posix.join(...segments, 'index.html'), routePath);
    }
  }
  const old = path.join(registry, `.${PAGES_DIR}.${process.pid}.${Date.now()}.old`);
  if (fs.existsSync(target)) fs.renameSync(target, old);
  if (fs.existsSync(tmp)) fs.renameSync(tmp, target);
  fs.rmSync(old, { recursive: true, force: true });
  return written;
}
