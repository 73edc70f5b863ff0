// `release rollback <area|shell>`: back to the fallback (or a named version), no rebuild.
import { type CommonOptions, context, locked, publishedVersionsHint } from '../context';
import { ReleaseError } from '../fsutil';
import { type PromoteResult, makeLive } from '../make-live';
import { readManifest } from '../registry';
import { releaseTarget } from '../targets';
import { callRegistry } from '../remote/client';
import { type CliCommand, textFlag } from './cli-command';

/**
 * Makes the fallback (or `to`) live again, without rebuilding. The version rolled away from
 * is remembered as bad: it never becomes a fallback automatically (promote it explicitly to
 * clear that). The new fallback is the most recently live good version before the restored one.
 */
export function rollback(name: string, options: CommonOptions & { to?: string; force?: boolean } = {}): PromoteResult {
  const target = releaseTarget(name);
  const ctx = context(options);
  return locked(ctx, `rollback ${name}`, options, () => {
    const current = target.live(readManifest(ctx.registry));
    if (!current)
      throw new ReleaseError(`${name} has no live version, so there is nothing to roll back; use \`release promote ${name} <version>\`.`);
    const to = options.to ?? current.fallback;
    if (!to) {
      throw new ReleaseError(
        `${name} ${current.version} has no fallback to roll back to; pass --to <version> (${publishedVersionsHint(ctx.registry, name)}).`,
      );
    }
    if (to === current.version) throw new ReleaseError(`${name} ${to} is already live; pick another version with --to.`);
    const res = makeLive(ctx, target, to, { action: 'rollback', force: options.force, rolledAway: current.version });
    for (const w of res.warnings) ctx.log(`warning: ${w}`);
    return res;
  });
}

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
    console.log(`${target} rolled back ${res.from} → ${res.to}; fallback now ${res.fallback ?? 'none'} (${res.durationMs} ms)`);
    return 0;
  },
};
