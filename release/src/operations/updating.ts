// The site-wide "updating" flag (every page shows /updating): switched under the lock, logged.
// One operation, run by the CLI (cli/commands/updating.ts) and the registry service (service/) alike.
import { record } from '../registry/audit-log';
import { type CommonOptions, context } from '../registry/context';
import { locked } from '../registry/lock';
import { writeManifest } from '../registry/manifest-write';
import { emptyManifest, readManifest } from '../registry/layout';

export function setUpdating(on: boolean, options: CommonOptions = {}): { changed: boolean; updating: boolean } {
  const ctx = context(options);
  return locked(ctx, `updating ${on ? 'on' : 'off'}`, options, () => {
    const manifest = readManifest(ctx.registry) ?? emptyManifest();
    if (manifest.updating === on) {
      ctx.log(`the updating flag is already ${on ? 'on' : 'off'}`);
      return { changed: false, updating: on };
    }
    manifest.updating = on;
    writeManifest(ctx, manifest);
    record(ctx, { action: 'updating', area: 'site', from: on ? 'off' : 'on', to: on ? 'on' : 'off' });
    ctx.log(`the site-wide updating flag is now ${on ? 'ON: every page shows /updating' : 'off'}`);
    return { changed: true, updating: on };
  });
}
