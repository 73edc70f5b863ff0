// `release updating on|off`: the site-wide "updating" flag (every page shows /updating).
// The CLI side: arguments, remote or local, output; the work is operations/updating.ts.
import { ReleaseError } from '../../base/release-error';
import { callRegistry } from '../remote/client';
import type { CliCommand } from './cli-command';
import { setUpdating } from '../../operations/updating';

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
