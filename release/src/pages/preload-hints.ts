// The script files a path needs before it can show anything, each with its integrity hash, so
// index.html can ask for them at once instead of after the shell, the manifest and the area
// entry have each run: the shell's boot chunks, then the matched area's entry, its './app'
// expose, its screen's chunks and the shared modules that screen consumes which the shell does
// not load itself — from the shell's files when the shell provides them (it registers its share
// scope first, so the federation runtime takes the shell's copy), else from the area's. Lists
// come from each build's preload.json (tooling/webpack/emit-preload-plugin.js),
// hashes from each version's release.json — a file tampered with in the registry is refused by
// the browser at the preload exactly as at the real load.
import fs from 'node:fs';
import path from 'node:path';
import { SHELL, paths } from '../registry/layout';
import type { LiveManifest, ReleaseInfo } from '../base/types';
import { matchRoute } from './match-route';

export interface PreloadHint {
  href: string;
  integrity: string;
}

interface Need {
  files: string[];
  consumes: string[];
}
interface ShellPreload {
  boot: string[];
  consumes: string[];
  /** Files of each shared module the shell provides (absent in builds before the shared split). */
  shared?: Record<string, string[]>;
}
interface AreaPreload {
  app: Need | null;
  screens: Record<string, Need>;
  shared: Record<string, string[]>;
}

// Version folders are immutable: what was read once stays true (a missing file stays missing).
const jsonCache = new Map<string, unknown>();
function readJson<T>(file: string): T | null {
  if (!jsonCache.has(file)) {
    let value: unknown = null;
    try {
      value = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch {
      value = null;
    }
    jsonCache.set(file, value);
  }
  return jsonCache.get(file) as T | null;
}

function versionFiles<T>(registry: string, target: string, version: string): { preload: T | null; hashes: Record<string, string> } {
  const dir = paths.versionDir(registry, target, version);
  return {
    preload: readJson<T>(path.join(dir, 'preload.json')),
    hashes: readJson<ReleaseInfo>(path.join(dir, 'release.json'))?.files ?? {},
  };
}

export function preloadHints(registry: string, manifest: LiveManifest, pathname: string | null): PreloadHint[] {
  const hints: PreloadHint[] = [];
  const seen = new Set<string>();
  const add = (href: string, integrity: string | undefined) => {
    if (!integrity || seen.has(href)) return; // never hint a file the browser could not check
    seen.add(href);
    hints.push({ href, integrity });
  };
  const shellConsumes = new Set<string>();
  const shell = manifest.shell ? versionFiles<ShellPreload>(registry, SHELL, manifest.shell.version) : null;
  for (const file of shell?.preload?.boot ?? []) add(`/${file}`, shell?.hashes[file]);
  for (const key of shell?.preload?.consumes ?? []) shellConsumes.add(key);
  const match = manifest.updating || pathname === null ? null : matchRoute(manifest, pathname);
  // A members-only route's area is only hinted on public routes: this page is the same for every
  // visitor (nginx serves it as a file), and a visitor there is sent to /login without the area.
  if (!match || !match.route.public) return hints;
  const { release, route } = match;
  add(release.entry, release.integrity);
  const area = versionFiles<AreaPreload>(registry, release.area, release.version);
  if (!area.preload) return hints;
  const base = release.entry.slice(0, release.entry.lastIndexOf('/') + 1);
  const needs = [area.preload.app, area.preload.screens[route.name]].filter((need): need is Need => Boolean(need));
  for (const need of needs) for (const file of need.files) add(`${base}${file}`, area.hashes[file]);
  for (const need of needs) {
    for (const key of need.consumes) {
      if (shellConsumes.has(key)) continue;
      const fromShell = shell?.preload?.shared?.[key];
      if (fromShell) for (const file of fromShell) add(`/${file}`, shell?.hashes[file]);
      else for (const file of area.preload.shared[key] ?? []) add(`${base}${file}`, area.hashes[file]);
    }
  }
  return hints;
}
