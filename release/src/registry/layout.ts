// The registry layout on disk and the read side: paths, the live manifest, the audit log,
// published versions.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ReleaseError } from '../base/release-error';
import type { HistoryEntry, LiveManifest, ReleaseInfo } from '../base/types';
import { DEFAULT_PLATFORM_API_VERSION } from '../base/types';

/**
 * The monorepo root: the first folder above `dir` with the workspace file, or null. Found rather
 * than counted, because this code runs from release/src/registry/, bundled in release/dist/, and
 * packed alone (`pack-cli`) in a CI job's folder, where there is no monorepo at all.
 */
export function findRepoRoot(dir: string): string | null {
  if (fs.existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
  const parent = path.dirname(dir);
  return parent === dir ? null : findRepoRoot(parent);
}

/** The monorepo this copy of the release tool belongs to; null for the packed CLI. */
export const REPO_ROOT = findRepoRoot(__dirname);

/** The monorepo, for what has no meaning without one (its builds, its demo registry). */
export function repoRootFor(what: string): string {
  if (!REPO_ROOT) throw new ReleaseError(`${what}: this release tool runs outside the monorepo.`);
  return REPO_ROOT;
}

export const SHELL = 'shell';

export function resolveRegistry(registry?: string, repoRoot: string | null = REPO_ROOT): string {
  const named = registry ?? process.env.SURVEY_REGISTRY;
  if (named) return path.resolve(named);
  if (!repoRoot) throw new ReleaseError("Name the registry: SURVEY_REGISTRY or --registry (a folder, or the registry service's URL).");
  return path.join(repoRoot, '.data', 'registry');
}

export const paths = {
  manifest: (registry: string) => path.join(registry, 'remotes.json'),
  history: (registry: string) => path.join(registry, 'history.jsonl'),
  /** Folder holding every version of a target (`shell` or an area). */
  targetDir: (registry: string, target: string) => (target === SHELL ? path.join(registry, 'shell') : path.join(registry, 'areas', target)),
  versionDir: (registry: string, target: string, version: string) => path.join(paths.targetDir(registry, target), version),
};

export function emptyManifest(): LiveManifest {
  return { schema: 1, platformApiVersion: DEFAULT_PLATFORM_API_VERSION, updating: false, areas: [], shell: null };
}

/** The live manifest, or null when nothing was ever made live. */
export function readManifest(registry?: string): LiveManifest | null {
  const file = paths.manifest(resolveRegistry(registry));
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  try {
    const parsed = JSON.parse(text) as LiveManifest;
    if (parsed.schema !== 1 || !Array.isArray(parsed.areas)) throw new Error('unexpected schema');
    return { ...parsed, shell: parsed.shell ?? null };
  } catch (err) {
    throw new ReleaseError(
      `${file} is not a valid manifest (${(err as Error).message}). Restore it from a backup or re-promote each area.`,
    );
  }
}

export function currentUser(): string {
  try {
    return os.userInfo().username;
  } catch {
    return process.env.USER ?? process.env.USERNAME ?? 'unknown';
  }
}

/** Appends one line with a single write + fsync. Readers skip a torn last line. */
export function appendHistory(registry: string, entry: HistoryEntry): void {
  const fd = fs.openSync(paths.history(registry), 'a', 0o644);
  try {
    fs.writeSync(fd, `${JSON.stringify(entry)}\n`);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

export function readHistory(registry?: string, target?: string): HistoryEntry[] {
  let text: string;
  try {
    text = fs.readFileSync(paths.history(resolveRegistry(registry)), 'utf8');
  } catch {
    return [];
  }
  const entries: HistoryEntry[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      const entry = JSON.parse(line) as HistoryEntry;
      if (!target || entry.area === target) entries.push(entry);
    } catch {
      /* torn line from an interrupted append */
    }
  }
  return entries;
}

export function readReleaseInfo(registry: string, target: string, version: string): ReleaseInfo | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(paths.versionDir(registry, target, version), 'release.json'), 'utf8')) as ReleaseInfo;
  } catch {
    return null;
  }
}

/** Published versions of a target, oldest first. */
export function listVersions(registry: string, target: string): ReleaseInfo[] {
  const dir = paths.targetDir(registry, target);
  if (!fs.existsSync(dir)) return [];
  const out: ReleaseInfo[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const info = readReleaseInfo(registry, target, entry.name);
    if (info) out.push(info);
  }
  return out.sort((a, b) => a.publishedAt.localeCompare(b.publishedAt) || a.version.localeCompare(b.version));
}

/** Areas that have at least one published version. */
export function listAreas(registry: string): string[] {
  const dir = path.join(registry, 'areas');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('.'))
    .map((e) => e.name)
    .sort();
}

export function readJsonFile<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

/** A JSON file of a published version (`build.json`, `routes.json`), or null when unreadable. */
export function readPublishedJson<T>(registry: string, target: string, version: string, file: string): T | null {
  try {
    return readJsonFile<T>(path.join(paths.versionDir(registry, target, version), file));
  } catch {
    return null;
  }
}
