// A temporary registry for the canary and preview tests: a live shell, mf-tasks live at one version
// with a second one published beside it, and mf-home live; the canary is written into
// remotes.json as `release promote --canary` leaves it.
import fs from 'node:fs';
import path from 'node:path';
import { publish, readManifest } from '../src';
import { publishedAreaEntry } from '../src/targets/area-target';
import type { LiveManifest } from '../src/types';
import { makeAreaBuild, makeShellBuild, tmpDir } from './helpers';

export interface RolloutRegistry {
  registry: string;
  /** mf-tasks: live for everyone, and published only (the canary or preview). */
  live: string;
  next: string;
}

export function rolloutRegistry(): RolloutRegistry {
  const repo = tmpDir();
  const registry = path.join(tmpDir('rollout-reg-'), 'registry');
  const options = { registry, repoRoot: repo, user: 'tester' };
  makeShellBuild(repo);
  publish('shell', { ...options, promote: true });
  makeAreaBuild(repo, 'mf-home');
  publish('mf-home', { ...options, promote: true });
  makeAreaBuild(repo, 'mf-tasks', { code: 'live' });
  const live = publish('mf-tasks', { ...options, promote: true }).version;
  makeAreaBuild(repo, 'mf-tasks', { code: 'next', packageVersion: '1.1.0' });
  const next = publish('mf-tasks', options).version;
  return { registry, live, next };
}

/** The live manifest with `version` of `area` as its canary at `percent` (not written). */
export function withCanary(registry: string, area: string, version: string, percent: number): LiveManifest {
  const manifest = readManifest(registry)!;
  const entry = publishedAreaEntry(registry, area, version)!;
  return {
    ...manifest,
    areas: manifest.areas.map((a) => (a.area === area ? { ...a, canary: { ...entry, percent, since: '2026-11-26T10:00:00.000Z' } } : a)),
  };
}

/** Makes `manifest` the live remotes.json, as a promote would (pages are not rewritten). */
export function writeLive(registry: string, manifest: LiveManifest): void {
  fs.writeFileSync(path.join(registry, 'remotes.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}
