// The live-manifest types. They mirror shared/src/platform/contract.ts (RouteDef, AreaRelease,
// RemotesManifest) so the release tool does not pull the browser package (React, styled-
// components types) into a Node process; test/contract.test.ts fails if the two drift apart.

export interface RouteDef {
  path: string;
  name: string;
  title: string;
  public?: boolean;
  h5?: boolean;
}

export interface AreaRelease {
  area: string;
  federationName: string;
  version: string;
  /** `/areas/<area>/<version>/remoteEntry.js` */
  entry: string;
  /** `sha384-<base64>` of the entry file. */
  integrity: string;
  routes: RouteDef[];
  /** Contract version the build was made against; the shell refuses a mismatch. */
  platformApiVersion: number;
  publishedAt: string;
  fallback?: Omit<AreaRelease, 'fallback' | 'area' | 'federationName'> | null;
}

export interface RemotesManifest {
  schema: 1;
  platformApiVersion: number;
  updating: boolean;
  areas: AreaRelease[];
}

/** The live shell, an extra field of remotes.json (the browser ignores it). */
export interface ShellRelease {
  version: string;
  publishedAt: string;
  fallback?: { version: string; publishedAt?: string } | null;
}

/** What is written to `<registry>/remotes.json`. */
export interface LiveManifest extends RemotesManifest {
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
  publishedBy: string;
  /** Relative path → `sha384-<base64>`. */
  files: Record<string, string>;
  /** `sha384-…` of remoteEntry.js (areas) or index.html (shell). */
  entryIntegrity: string;
}

export type HistoryAction = 'publish' | 'promote' | 'rollback' | 'updating';

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

/** Default when no shell has been published yet; equals PLATFORM_API_VERSION (checked by a test). */
export const DEFAULT_PLATFORM_API_VERSION = 1 as const;
