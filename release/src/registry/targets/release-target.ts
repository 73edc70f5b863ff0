// A release target is the shell or one area. Both are published, made live and rolled back the
// same way; what differs (which files, which checks, where in remotes.json) lives behind this.
import type { BuildSource, LoadedBuild } from '../build';
import type { AreaBuildInfo, LiveManifest, ReleaseInfo } from '../../base/types';

/** What remotes.json says is live for a target. */
export interface LiveState {
  version: string;
  fallback: string | null;
  publishedAt: string;
  /** Number of routes (areas only). */
  routes: number | null;
}

export interface LiveChecks {
  /** Make it live despite compatibility problems with what is live (never skips shape checks). */
  force?: boolean;
  /**
   * Area builds that are made live right after this one (`publishAll`): a shell is checked
   * against these instead of the live versions they replace.
   */
  alongside?: Record<string, AreaBuildInfo>;
}

export interface PublishChecks extends LiveChecks {
  /** The build is to be made live right away: check it against what is live. */
  promote?: boolean;
}

export interface ReleaseTarget extends BuildSource {
  /** The file whose hash is the release's `entryIntegrity` (the file the browser loads first). */
  readonly entryFile: string;
  /** Shape checks of a build and its fit with the live site. Throws a refusal; returns warnings. */
  checkPublish(registry: string, build: LoadedBuild, manifest: LiveManifest | null, checks: PublishChecks): string[];
  /** Fit of a published version with what is live now. Throws a refusal unless forced; returns warnings. */
  checkLive(registry: string, version: string, manifest: LiveManifest, what: string, checks: LiveChecks): string[];
  live(manifest: LiveManifest | null): LiveState | null;
  /** Records `info` as live in `manifest`, with the published `fallback` behind it; returns the fallback recorded. */
  setLive(registry: string, manifest: LiveManifest, info: ReleaseInfo, fallback: string | null): string | null;
}
