// `release promote <area|shell> <version> [--canary <percent>]`: make a published version live;
// the previous live one becomes the fallback. With --canary it runs for that share of devices only.
// The CLI side: arguments, remote or local, output; the work is operations/promote.ts.
import { type PromoteResult } from '../../registry/make-live';
import { callRegistry } from '../remote/client';
import { type CanaryResult, canaryPercent, promoteCanary } from '../../rollout/canary';
import { type CliCommand, type CliInput, textFlag } from './cli-command';
import { promote } from '../../operations/promote';

async function runCanary(cli: CliInput, target: string, version: string, given: string): Promise<void> {
  const force = cli.flags.force === true;
  const { remote, log } = cli.common;
  const res = remote
    ? // Checked here too, so a typo is refused before anything is sent.
      await callRegistry<CanaryResult>(remote, `/v1/areas/${encodeURIComponent(target)}/promote`, {
        json: { version, force, canary: canaryPercent(given) },
        log,
      })
    : promoteCanary(target, version, given, { ...cli.common, force });
  const others = `${res.live} stays live for the others`;
  if (!res.changed) console.log(`${target} canary ${res.version} already runs at ${res.percent}%`);
  else if (res.previous?.version === res.version)
    console.log(
      `${target} canary ${res.version} now at ${res.percent}% of devices (was ${res.previous.percent}%); ${others} (${res.durationMs} ms)`,
    );
  else console.log(`${target} ${res.version} is the canary for ${res.percent}% of devices; ${others} (${res.durationMs} ms)`);
}

export const promoteCommand: CliCommand = {
  name: 'promote',
  usage: `  promote <area|shell> <version> [--canary <1-99>] [--force]
                               make a published version live; the previous live one becomes fallback;
                               --canary: live for that percent of devices only (ends with rollback)`,
  remote: true,
  async run(cli) {
    const target = cli.need(0, 'the area');
    const version = cli.need(1, 'the version (see `pnpm release status`)');
    const canary = textFlag(cli, 'canary');
    if (canary !== undefined) {
      await runCanary(cli, target, version, canary);
      return 0;
    }
    const force = cli.flags.force === true;
    const { remote, log } = cli.common;
    const res = remote
      ? await callRegistry<PromoteResult>(remote, `/v1/areas/${encodeURIComponent(target)}/promote`, { json: { version, force }, log })
      : promote(target, version, { ...cli.common, force });
    console.log(
      res.changed
        ? `${target} ${res.to} is live (was ${res.from ?? 'none'}; fallback ${res.fallback ?? 'none'}) (${res.durationMs} ms)`
        : `${target} ${res.to} was already live`,
    );
    return 0;
  },
};
