// Canaries: a published version of one area live for a percentage of devices, beside the version
// live for everyone. Which devices run it is the server's choice per request (choose-manifest.ts,
// by bucket.ts); here the canary is started, raised, replaced and ended in remotes.json.
import { record } from '../registry/audit-log';
import { type CommonOptions, type Ctx, context, requireRelease } from '../registry/context';
import { locked } from '../registry/lock';
import { writeManifest } from '../registry/manifest-write';
import { ReleaseError } from '../base/release-error';
import { verifyEntry } from '../registry/make-live';
import { refuseBadVersion } from '../registry/fallback';
import { SHELL, readManifest } from '../registry/layout';
import { type ReleaseTarget, releaseTarget } from '../registry/targets';
import { publishedAreaEntry } from '../registry/targets/area-target';
import { canaryNote } from '../registry/canary-history';

export interface CanaryResult {
  target: string;
  /** The canary version. */
  version: string;
  /** The version live for every other device. */
  live: string;
  percent: number;
  /** The canary that ran before this command (the same version when only the percent changed). */
  previous: { version: string; percent: number } | null;
  changed: boolean;
  warnings: string[];
  durationMs: number;
}

export interface EndCanaryOptions extends Omit<CommonOptions, 'registry'> {
  action: 'rollback' | 'auto-rollback';
  note: string;
  /** End it only while this version is the canary (a watcher's verdict is about one version). */
  version?: string;
}

export interface EndedCanary {
  area: string;
  version: string;
  percent: number;
  since: string;
  /** The version live for everyone, unchanged. */
  live: string;
  action: EndCanaryOptions['action'];
}

/** The percentage of a canary: a whole number 1–99 (0 would be no canary, 100 a promote). */
export function canaryPercent(value: unknown): number {
  const n = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > 99) {
    throw new ReleaseError(
      `the canary percentage must be a whole number from 1 to 99 (got ${JSON.stringify(value)}), e.g. --canary 10; to make a version live for everyone, promote it without --canary.`,
    );
  }
  return n;
}

function liveArea(ctx: Ctx, area: string) {
  const manifest = readManifest(ctx.registry);
  return { manifest, live: manifest?.areas.find((a) => a.area === area) ?? null };
}

function setCanary(ctx: Ctx, target: ReleaseTarget, version: string, percent: number, force: boolean | undefined): CanaryResult {
  const started = performance.now();
  const area = target.name;
  const info = requireRelease(ctx.registry, area, version);
  verifyEntry(ctx, target, info);
  const { manifest, live } = liveArea(ctx, area);
  if (!manifest || !live) {
    throw new ReleaseError(
      `${area} has no live version: a canary runs beside the live one; make a version live first (\`release promote ${area} <version>\`).`,
    );
  }
  if (live.version === version) {
    throw new ReleaseError(`${area} ${version} is the live version already (for everyone); a canary must be another published version.`);
  }
  const previous = live.canary ? { version: live.canary.version, percent: live.canary.percent } : null;
  const done = (changed: boolean, warnings: string[]): CanaryResult => ({
    target: area,
    version,
    live: live.version,
    percent,
    previous,
    changed,
    warnings,
    durationMs: Math.round(performance.now() - started),
  });

  if (live.canary && previous?.version === version) {
    if (previous.percent === percent) {
      ctx.log(`${area} canary ${version} already runs at ${percent}%`);
      return done(false, []);
    }
    // Raising keeps `since`: the canary's health is counted from its start.
    live.canary = { ...live.canary, percent };
    writeManifest(ctx, manifest);
    record(ctx, { action: 'promote', area, from: version, to: version, note: canaryNote(percent, previous.percent) });
    ctx.log(`${area} canary ${version}: ${previous.percent}% → ${percent}% of devices`);
    return done(true, []);
  }

  const command = `promote ${area} ${version} --canary ${percent}`;
  refuseBadVersion(ctx.registry, area, version, command, force);
  const warnings = target.checkLive(ctx.registry, version, manifest, command, { force });
  // checkLive has read the version's build.json and routes.json, so the entry exists.
  const entry = publishedAreaEntry(ctx.registry, area, version)!;
  live.canary = { ...entry, percent, since: new Date().toISOString() };
  writeManifest(ctx, manifest);
  const note = previous ? `${canaryNote(percent)} (replaces canary ${previous.version})` : canaryNote(percent);
  record(ctx, { action: 'promote', area, from: previous?.version ?? live.version, to: version, note });
  if (previous) ctx.log(`canary ${previous.version} (${previous.percent}%) replaced`);
  ctx.log(`${area} canary ${version} at ${percent}% of devices; ${live.version} stays live for the others`);
  for (const w of warnings) ctx.log(`warning: ${w}`);
  return done(true, warnings);
}

/**
 * `release promote <area> <version> --canary <percent>`: runs a published version for `percent`%
 * of devices beside the live one. The same checks as a promote; another canary of the area is
 * replaced; the same version again only changes the percent.
 */
export function promoteCanary(
  name: string,
  version: string,
  percent: unknown,
  options: CommonOptions & { force?: boolean } = {},
): CanaryResult {
  if (name === SHELL) {
    throw new ReleaseError(
      'the shell cannot have a canary: every page runs one shell for all areas; promote it for everyone (`release promote shell <version>`).',
    );
  }
  const target = releaseTarget(name);
  const pct = canaryPercent(percent);
  const ctx = context(options);
  return locked(ctx, `promote ${name} ${version} --canary ${pct}`, options, () => setCanary(ctx, target, version, pct, options.force));
}

/**
 * Ends the area's canary (the live version stays live for everyone) and records `action` with
 * `note` in the audit log. Idempotent: no canary (or another version than `version`) → null.
 */
export function endCanary(registry: string, area: string, options: EndCanaryOptions): EndedCanary | null {
  const ctx = context({ ...options, registry });
  return locked(ctx, `${options.action} ${area} canary`, options, () => {
    const { manifest, live } = liveArea(ctx, area);
    const canary = live?.canary;
    if (!manifest || !live || !canary || (options.version && canary.version !== options.version)) return null;
    delete live.canary;
    writeManifest(ctx, manifest);
    record(ctx, { action: options.action, area, from: canary.version, to: live.version, note: options.note });
    ctx.log(`${area} canary ${canary.version} (${canary.percent}%) ended; ${live.version} is live for everyone`);
    return { area, version: canary.version, percent: canary.percent, since: canary.since, live: live.version, action: options.action };
  });
}
