// `release updating on|off`: the site-wide "updating" flag (every page shows /updating).
import { type CommonOptions, context, locked, record, writeManifest } from '../registry/context';
import { ReleaseError } from '../base/fsutil';
import { emptyManifest, readManifest } from '../registry/layout';
import { callRegistry } from '../cli/remote/client';
import type { CliCommand } from '../cli/commands/cli-command';

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

export const updatingCommand: CliCommand = {
  name: 'updating',
  usage: `  updating on|off              site-wide "updating" flag (every page shows /updating)`,
  remote: true,
  async run(cli) {
    const value = cli.need(0, '"on" or "off"');
    if (value !== 'on' && value !== 'off') throw new ReleaseError(`updating takes "on" or "off", not "${value}".`);
    const { remote, log } = cli.common;
    if (remote) await callRegistry(remote, '/v1/updating', { json: { on: value === 'on' }, log });
    else setUpdating(value === 'on', cli.common);
    return 0;
  },
};
