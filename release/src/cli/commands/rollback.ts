// `release rollback <area|shell>`: back to the fallback (or a named version), no rebuild; while
// the area runs a canary, ends the canary instead (the live version was never changed).
// The CLI side: arguments, remote or local, output; the work is operations/rollback.ts.
import { type PromoteResult } from '../../registry/make-live';
import { callRegistry } from '../remote/client';
import { type CliCommand, textFlag } from './cli-command';
import { rollback } from '../../operations/rollback';

export const rollbackCommand: CliCommand = {
  name: 'rollback',
  usage: `  rollback <area|shell> [--to <version>] [--force]
                               go back to the fallback (or the named version), no rebuild`,
  remote: true,
  async run(cli) {
    const target = cli.need(0, 'the area to roll back');
    const choices = { to: textFlag(cli, 'to'), force: cli.flags.force === true };
    const { remote, log } = cli.common;
    const res = remote
      ? await callRegistry<PromoteResult>(remote, `/v1/areas/${encodeURIComponent(target)}/rollback`, { json: choices, log })
      : rollback(target, { ...cli.common, ...choices });
    if (res.endedCanary && res.from === res.to) {
      const { version, percent } = res.endedCanary;
      console.log(`${target} canary ${version} (${percent}%) ended; ${res.to} stays live for everyone (${res.durationMs} ms)`);
    } else console.log(`${target} rolled back ${res.from} → ${res.to}; fallback now ${res.fallback ?? 'none'} (${res.durationMs} ms)`);
    return 0;
  },
};
