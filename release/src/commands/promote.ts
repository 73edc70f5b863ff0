// `release promote <area|shell> <version>`: make a published version live; the previous live
// one becomes the fallback.
import { type CommonOptions, context, locked } from '../context';
import { type PromoteResult, makeLive } from '../make-live';
import { releaseTarget } from '../targets';
import { callRegistry } from '../remote/client';
import type { CliCommand } from './cli-command';

export function promote(name: string, version: string, options: CommonOptions & { force?: boolean } = {}): PromoteResult {
  const target = releaseTarget(name);
  const ctx = context(options);
  return locked(ctx, `promote ${name} ${version}`, options, () => {
    const res = makeLive(ctx, target, version, { action: 'promote', force: options.force });
    for (const w of res.warnings) ctx.log(`warning: ${w}`);
    return res;
  });
}

export const promoteCommand: CliCommand = {
  name: 'promote',
  usage: `  promote <area|shell> <version> [--force]
                               make a published version live; the previous live one becomes fallback`,
  remote: true,
  async run(cli) {
    const target = cli.need(0, 'the area');
    const version = cli.need(1, 'the version (see `pnpm release status`)');
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
