// A temporary registry for the canary and preview tests: a live shell, mf-tasks live at one version
// with a second one published beside it, and mf-home live.
import crypto from 'node:crypto';
import path from 'node:path';
import { PAGE_MARKERS } from '@survey/shared/platform-contract';
import { publish, readManifest } from '../src';
import { inCanary, signDeviceId } from '@survey/contract/device-id';
import { deviceKey } from '../src/rollout/device-key';
import { publishedAreaEntry } from '../src/registry/targets/area-target';
import type { LiveManifest } from '../src/base/types';
import { makeAreaBuild, makeShellBuild, tmpDir } from './helpers';

export interface RolloutRegistry {
  registry: string;
  /** mf-tasks: live for everyone, and published only (the canary or preview). */
  live: string;
  next: string;
}

export function rolloutRegistry(registry = path.join(tmpDir('rollout-reg-'), 'registry')): RolloutRegistry {
  const repo = tmpDir();
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

/**
 * The DEVICE_ID cookie the servers over `registry` would have issued to a device whose bucket for `area` is
 * in (or out of) a canary at `percent`: the id signed with the registry's device-id key.
 */
export function deviceCookie(registry: string, area: string, percent: number, inside: boolean): string {
  for (;;) {
    const id = crypto.randomBytes(20).toString('hex');
    if (inCanary(id, area, percent) === inside) return signDeviceId(deviceKey(registry), id);
  }
}

/** The manifest a page inlines for the shell. */
export function inlinedManifest(html: string): LiveManifest {
  const match = new RegExp(`<script id="${PAGE_MARKERS.manifestElementId}" type="application/json">(.*?)</script>`).exec(html);
  if (!match) throw new Error(`no inlined manifest in ${html.slice(0, 200)}`);
  return JSON.parse(match[1]) as LiveManifest;
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

/** A GET as a browser sends it (cookies given as name → value), redirects not followed. */
export async function browserGet(
  base: string,
  urlPath: string,
  cookies: Record<string, string> = {},
  accept = 'text/html',
): Promise<Answer> {
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  const res = await fetch(`${base}${urlPath}`, { headers: { accept, ...(cookie ? { cookie } : {}) }, redirect: 'manual' });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/** The version of `area` a manifest gives, with its channel. */
export function running(manifest: LiveManifest, area: string): { version: string; channel?: string; previewUntil?: string } {
  const release = manifest.areas.find((a) => a.area === area)!;
  return { version: release.version, channel: release.channel, previewUntil: release.previewUntil };
}
