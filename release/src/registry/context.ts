// What every operation shares: its options and the context they resolve to, and the check that a
// version is published. The lock, the audit log and the manifest write are beside it (lock.ts,
// audit-log.ts, manifest-write.ts).
import { ReleaseError } from '../base/release-error';
import { currentUser, listVersions, readReleaseInfo, resolveRegistry } from './layout';
import type { ReleaseInfo } from '../base/types';

export interface CommonOptions {
  /** Registry folder; default `$SURVEY_REGISTRY` or `<repo>/.data/registry`. */
  registry?: string;
  /** Progress lines (the CLI prints them). */
  log?: (line: string) => void;
  /** Recorded in history.jsonl; default the OS user. */
  user?: string;
  /** How long to wait for another command's lock, ms (default 15000). */
  lockWaitMs?: number;
}

export interface Ctx {
  registry: string;
  log: (line: string) => void;
  user: string;
}

export function context(options: CommonOptions): Ctx {
  return {
    registry: resolveRegistry(options.registry),
    log: options.log ?? (() => {}),
    user: options.user ?? currentUser(),
  };
}

export function publishedVersionsHint(registry: string, target: string): string {
  const versions = listVersions(registry, target).map((r) => r.version);
  return versions.length ? `published versions of ${target}: ${versions.join(', ')}` : `${target} has no published versions`;
}

/** A version name as publish makes them (`<packageVersion>-<hash>`): one path segment, never `..`. */
const VERSION_NAME = /^\d+\.\d+\.\d+([-+][0-9A-Za-z.-]+)?-[0-9a-f]{10}$/;

export function requireRelease(registry: string, target: string, version: string): ReleaseInfo {
  if (!VERSION_NAME.test(version) || version.includes('..'))
    throw new ReleaseError(`"${version}" is not a version name like 1.0.0-0123456789 (see \`release status\`).`);
  const info = readReleaseInfo(registry, target, version);
  if (!info) {
    throw new ReleaseError(
      `${target} ${version} is not published in ${registry}; ${publishedVersionsHint(registry, target)} (see \`release status\`).`,
    );
  }
  return info;
}
