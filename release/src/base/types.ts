// Release-only types. The manifest types (RouteDef, AreaRelease, RemotesManifest) come from the
// platform contract itself. Of @survey/shared, only the contract entry (shared/src/platform-contract) runs in
// Node here: PAGE_MARKERS (pages/assemble-page.ts), the route-table check (registry/targets/area-target.ts),
// ROUTE_KEYS and pathKey (registry/compatibility.ts) and the route matcher (pages/match-route.ts): pure
// TypeScript, no React, importing nothing else of the package.
import type { AreaRelease, PLATFORM_API_VERSION, RemotesManifest, RouteDef } from '@survey/shared/platform-contract';

export type { AreaRelease, RemotesManifest, RouteDef };

/** The live shell, an extra field of remotes.json (the browser ignores it). */
export interface ShellRelease {
  version: string;
  publishedAt: string;
  fallback?: { version: string; publishedAt?: string } | null;
}

/** A version of an area live for a percentage of devices beside the version live for everyone. */
export interface CanaryRelease extends Omit<
  AreaRelease,
  'area' | 'federationName' | 'fallback' | 'channel' | 'previewUntil' | 'canaryRun'
> {
  /** 1–99: devices whose bucket for this area is below it run the canary. */
  percent: number;
  /** ISO time the canary started (its health is counted from then). */
  since: string;
}

/** An area as `<registry>/remotes.json` holds it: the browser gets it with `canary` resolved away. */
export interface LiveAreaRelease extends AreaRelease {
  canary?: CanaryRelease | null;
}

/** What is written to `<registry>/remotes.json`. */
export interface LiveManifest extends RemotesManifest {
  areas: LiveAreaRelease[];
  shell: ShellRelease | null;
}

export interface SharedEntry {
  version: string;
  requiredVersion: string;
}

export interface AreaBuildInfo {
  kind: 'area';
  area: string;
  federationName: string;
  packageVersion: string;
  platformApiVersion: number;
  shared: Record<string, SharedEntry>;
}

export interface ShellBuildInfo {
  kind: 'shell';
  packageVersion: string;
  platformApiVersion: number;
  shared: Record<string, SharedEntry>;
}

/** `release.json` inside every published version folder. */
export interface ReleaseInfo {
  area: string; // 'shell' for the shell
  version: string;
  packageVersion: string;
  gitSha: string;
  publishedAt: string;
  /** Relative path → `sha384-<base64>`. */
  files: Record<string, string>;
  /** `sha384-…` of remoteEntry.js (areas) or index.html (shell). */
  entryIntegrity: string;
}

export type HistoryAction = 'publish' | 'promote' | 'rollback' | 'auto-rollback' | 'updating' | 'preview' | 'preview-revoke';

export interface HistoryEntry {
  time: string;
  user: string;
  action: HistoryAction;
  /** Area folder name, `shell`, or `site` for the updating flag. */
  area: string;
  from: string | null;
  to: string | null;
  note?: string;
}

/**
 * Default when no shell has been published yet. Typed as the contract's own constant, so bumping
 * PLATFORM_API_VERSION without this fails the typecheck.
 */
export const DEFAULT_PLATFORM_API_VERSION: typeof PLATFORM_API_VERSION = 1;
