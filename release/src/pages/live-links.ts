// What a static web server (nginx, a CDN origin sync) serves instead of asking the site server, kept
// in step with remotes.json on every manifest write, so a promote or rollback is served on the next
// request without reloading the web server: `<registry>/live-shell` and `<registry>/fallback-shell`,
// symbolic links to `shell/<version>` replaced atomically (rename), and — once a static set-up has
// asked for them (`release nginx-config`) — the assembled pages in `<registry>/pages`, their
// markup rendered after the command (page-renders.ts).
import fs from 'node:fs';
import path from 'node:path';
import type { LiveManifest } from '../base/types';
import { context } from '../registry/context';
import { locked } from '../registry/lock';
import { onManifestWritten } from '../registry/manifest-write';
import { renderMissingMarkup } from './page-renders';
import { PAGES_DIR, assembleSitePages, writeSitePages } from './write-site-pages';

export const LIVE_SHELL_LINK = 'live-shell';
export const FALLBACK_SHELL_LINK = 'fallback-shell';

function pointLink(registry: string, name: string, version: string | null | undefined): void {
  const link = path.join(registry, name);
  if (!version) {
    fs.rmSync(link, { force: true });
    return;
  }
  const target = path.join('shell', version);
  try {
    if (fs.readlinkSync(link) === target) return;
  } catch {
    /* missing or not a link: (re)create it */
  }
  const tmp = path.join(registry, `.${name}.${process.pid}.${Date.now()}.tmp`);
  fs.symlinkSync(target, tmp);
  fs.renameSync(tmp, link);
}

/** Points the links at the manifest's live and fallback shells (removes them when there is none). */
export function linkLiveShell(registry: string, manifest: LiveManifest | null): void {
  // Leftovers of an interrupted link swap (symlinks are not files, so removeStaleTemps leaves them).
  for (const entry of fs.readdirSync(registry, { withFileTypes: true })) {
    if (entry.isSymbolicLink() && /^\.(live|fallback)-shell\..*\.tmp$/.test(entry.name))
      fs.rmSync(path.join(registry, entry.name), { force: true });
  }
  pointLink(registry, LIVE_SHELL_LINK, manifest?.shell?.version);
  pointLink(registry, FALLBACK_SHELL_LINK, manifest?.shell?.fallback?.version);
}

/**
 * After a manifest write, inside its command's lock: the links, and the pages when the registry
 * has them (a registry only the site server reads does not pay for writing them; `startStaticSite`
 * creates them) — every page with the new manifest at once, the markup that changed rendered
 * once the command has returned.
 */
export function refreshStaticSite(registry: string, manifest: LiveManifest | null): void {
  linkLiveShell(registry, manifest);
  if (fs.existsSync(path.join(registry, PAGES_DIR))) renderMissingMarkup(registry, assembleSitePages(registry, manifest));
}

/**
 * From now on every manifest write refreshes the links and pages (the registry announces the
 * write, manifest-write.ts); called once where the registry is put to work: the package's entry
 * and the CLI's.
 */
export function keepStaticSiteInStep(): void {
  onManifestWritten(refreshStaticSite);
}

/**
 * Makes a registry servable by a static web server from now on: links and pages, kept by every
 * manifest write. Waits for every page's markup (a set-up step, under the registry lock).
 */
export function startStaticSite(registry: string, manifest: LiveManifest | null): void {
  locked(context({ registry }), 'write the static pages', {}, () => {
    linkLiveShell(registry, manifest);
    writeSitePages(registry, manifest);
  });
}
