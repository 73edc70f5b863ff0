// The one write of remotes.json, atomic, and the announcement that it changed. What else follows
// the live manifest (the links and pages a static web server serves, pages/live-links.ts) listens
// here, wired where the registry is put to work (index.ts, cli/main.ts): the registry renders nothing.
import { writeFileAtomic } from '../base/fsutil';
import type { LiveManifest } from '../base/types';
import type { Ctx } from './context';
import { paths } from './layout';

/** Told after every manifest write, with the registry folder and the manifest now live. */
export type ManifestListener = (registry: string, manifest: LiveManifest) => void;

const listeners = new Set<ManifestListener>();

/** Adds a listener; adding the same one again changes nothing. */
export function onManifestWritten(listener: ManifestListener): void {
  listeners.add(listener);
}

export function writeManifest(ctx: Ctx, manifest: LiveManifest): void {
  manifest.areas.sort((a, b) => a.area.localeCompare(b.area));
  writeFileAtomic(paths.manifest(ctx.registry), `${JSON.stringify(manifest, null, 2)}\n`);
  for (const listener of listeners) listener(ctx.registry, manifest);
}
