// Making a published version live (promote, rollback, publish --promote). Callers hold the lock.
import fs from 'node:fs';
import path from 'node:path';
import { record } from './audit-log';
import { type Ctx, requireRelease } from './context';
import { writeManifest } from './manifest-write';
import { fallbackAfterRollback, refuseBadVersion } from './fallback';
import { sha384 } from '../base/fsutil';
import { ReleaseError } from '../base/release-error';
import { emptyManifest, paths, readManifest } from './layout';
import type { LiveChecks, ReleaseTarget } from './targets';
import type { ReleaseInfo } from '../base/types';

export interface PromoteResult {
  target: string;
  from: string | null;
  to: string;
  fallback: string | null;
  changed: boolean;
  warnings: string[];
  durationMs: number;
  /** The canary of the area this change ended (a promote or `rollback --to` while one ran, or `rollback` ending it). */
  endedCanary?: { version: string; percent: number };
}

export interface MakeLiveOptions extends LiveChecks {
  action: 'promote' | 'rollback';
  /** Rollback: the version being rolled away from (never chosen as the new fallback). */
  rolledAway?: string;
}

/** The published entry must still be the file whose hash was recorded. */
export function verifyEntry(ctx: Ctx, target: ReleaseTarget, info: ReleaseInfo): void {
  const file = path.join(paths.versionDir(ctx.registry, target.name, info.version), target.entryFile);
  let data: Buffer;
  try {
    data = fs.readFileSync(file);
  } catch {
    throw new ReleaseError(`${file} is missing: the published folder is damaged; publish the build again as a new version.`);
  }
  if (sha384(data) !== info.entryIntegrity) {
    throw new ReleaseError(`${file} no longer matches its recorded hash: the published folder was modified; publish the build again.`);
  }
}

export function makeLive(ctx: Ctx, target: ReleaseTarget, version: string, opts: MakeLiveOptions): PromoteResult {
  const started = performance.now();
  const name = target.name;
  const info = requireRelease(ctx.registry, name, version);
  verifyEntry(ctx, target, info);
  const manifest = readManifest(ctx.registry) ?? emptyManifest();
  const current = target.live(manifest);
  const from = current?.version ?? null;
  const result = (changed: boolean, fallback: string | null, warnings: string[]): PromoteResult => ({
    target: name,
    from,
    to: version,
    fallback,
    changed,
    warnings,
    durationMs: Math.round(performance.now() - started),
  });
  if (from === version) {
    ctx.log(`${name} ${version} is already live`);
    return result(false, current?.fallback ?? null, []);
  }
  if (opts.action === 'promote') refuseBadVersion(ctx.registry, name, version, `promote ${name} ${version}`, opts.force);
  const warnings = target.checkLive(ctx.registry, version, manifest, `${opts.action} ${name} ${version}`, opts);
  const wanted = opts.action === 'rollback' ? fallbackAfterRollback(ctx.registry, name, version, opts.rolledAway!) : from;
  // The new live entry replaces the area's whole entry, canary included: a new version live for
  // everyone ends the canary (made live itself, or no longer beside the live one it was tried against).
  const canary = manifest.areas.find((a) => a.area === name)?.canary ?? null;
  const fallback = target.setLive(ctx.registry, manifest, info, wanted);
  writeManifest(ctx, manifest);
  const replaced = canary && canary.version !== version ? `canary ${canary.version} ended` : undefined;
  record(ctx, { action: opts.action, area: name, from, to: version, ...(replaced && { note: replaced }) });
  ctx.log(
    `${opts.action === 'rollback' ? 'rolled back' : 'promoted'} ${name} ${from ?? '(none)'} → ${version}; fallback ${fallback ?? 'none'}`,
  );
  if (canary) {
    ctx.log(
      canary.version === version
        ? `canary ${version} (${canary.percent}%) is now live for everyone; the canary is cleared`
        : `canary ${canary.version} (${canary.percent}%) ended: ${version} is live for everyone`,
    );
  }
  return { ...result(true, fallback, warnings), ...(canary && { endedCanary: { version: canary.version, percent: canary.percent } }) };
}
