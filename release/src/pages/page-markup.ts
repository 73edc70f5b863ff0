// The pre-rendered markup of the static pages, kept apart from the pages themselves. A page file
// inlines the whole live manifest, so every manifest change rewrites every page (cheap: text);
// its markup depends on less — the shell's version, the version of the area owning the route, the
// route, the updating flag, the site config and the path — and is rendered (seconds, in the
// sandbox) only when one of those changed. So the markup is stored by a key over exactly those,
// in <registry>/.page-markup/<key>.json (a dot folder: never served), and a page whose key is
// stored is written with it at once; a rollback to a version rendered before renders nothing.
// Written under the registry lock, atomically; entries no page uses are pruned, the newest kept.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { LiveManifest } from '../base/types';
import { matchRoute } from './match-route';
import { type PrerenderedPage, prerenderedRelease } from './prerender-page';

export const MARKUP_DIR = '.page-markup';
/** Entries kept beyond those the pages use: earlier versions' pages, for a rollback to them. */
const KEPT_UNUSED = 200;

/** The key of the markup of `pathname`'s page, or null when that page is never pre-rendered. */
export function markupKey(manifest: LiveManifest, pathname: string, site: unknown): string | null {
  const release = site ? prerenderedRelease(manifest, pathname) : null;
  if (!release || !manifest.shell) return null;
  const route = matchRoute(manifest, pathname)?.route;
  const inputs = [manifest.shell.version, release.area, release.version, route, Boolean(manifest.updating), site, pathname];
  return crypto.createHash('sha256').update(JSON.stringify(inputs)).digest('hex');
}

const file = (registry: string, key: string) => path.join(registry, MARKUP_DIR, `${key}.json`);

/** The stored markup: a page, null (rendered: the shell shows no screen there) or undefined (not rendered). */
export function readMarkup(registry: string, key: string): PrerenderedPage | null | undefined {
  try {
    const { page } = JSON.parse(fs.readFileSync(file(registry, key), 'utf8')) as { page: PrerenderedPage | null };
    if (page === null || (typeof page?.html === 'string' && typeof page.styles === 'string')) return page;
  } catch {
    /* not rendered yet, or unreadable: rendered again */
  }
  return undefined;
}

/** Stores a render (call holding the registry lock). */
export function storeMarkup(registry: string, key: string, page: PrerenderedPage | null): void {
  const target = file(registry, key);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const tmp = `${target}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify({ page }));
  fs.renameSync(tmp, target);
}

/** Removes entries no page uses but the newest KEPT_UNUSED, and leftovers of interrupted writes (holding the lock). */
export function pruneMarkup(registry: string, used: Set<string>): void {
  const dir = path.join(registry, MARKUP_DIR);
  if (!fs.existsSync(dir)) return;
  const unused = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.tmp') || !used.has(name.replace(/\.json$/, '')))
    .map((name) => ({ name, at: name.endsWith('.tmp') ? 0 : fs.statSync(path.join(dir, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const { name } of unused.filter((one, i) => i >= KEPT_UNUSED || one.at === 0)) fs.rmSync(path.join(dir, name), { force: true });
}
