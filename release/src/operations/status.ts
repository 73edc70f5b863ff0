// Live version, fallback, publish time, routes and versions of every target, and the canary of
// each area that runs one.
// One operation, run by the CLI (cli/commands/status.ts) and the registry service (service/) alike.
import type { CommonOptions } from '../registry/context';
import { SHELL, listAreas, listVersions, readManifest, resolveRegistry } from '../registry/layout';
import { releaseTarget } from '../registry/targets';

export interface StatusRow {
  target: string;
  live: string | null;
  fallback: string | null;
  publishedAt: string | null;
  routes: number | null;
  versions: number;
  /** The area's canary, when one runs beside the live version. */
  canary: { version: string; percent: number; since: string } | null;
}

export interface Status {
  registry: string;
  updating: boolean;
  platformApiVersion: number | null;
  rows: StatusRow[];
}

export function status(options: CommonOptions = {}): Status {
  const registry = resolveRegistry(options.registry);
  const manifest = readManifest(registry);
  const areas = new Set([...listAreas(registry), ...(manifest?.areas.map((a) => a.area) ?? [])]);
  const rows = [SHELL, ...[...areas].sort()].map((name): StatusRow => {
    const live = releaseTarget(name).live(manifest);
    const canary = manifest?.areas.find((a) => a.area === name)?.canary;
    return {
      target: name,
      live: live?.version ?? null,
      fallback: live?.fallback ?? null,
      publishedAt: live?.publishedAt ?? null,
      routes: live?.routes ?? null,
      versions: listVersions(registry, name).length,
      canary: canary ? { version: canary.version, percent: canary.percent, since: canary.since } : null,
    };
  });
  return { registry, updating: manifest?.updating ?? false, platformApiVersion: manifest?.platformApiVersion ?? null, rows };
}
