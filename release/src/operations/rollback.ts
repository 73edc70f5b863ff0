// `release rollback <area|shell>`: back to the fallback (or a named version), no rebuild; while
// the area runs a canary, ends the canary instead (the live version was never changed).
import { type CommonOptions, context, locked, publishedVersionsHint } from '../registry/context';
import { ReleaseError } from '../base/fsutil';
import { type PromoteResult, makeLive } from '../registry/make-live';
import { readManifest } from '../registry/layout';
import { releaseTarget } from '../registry/targets';
import { callRegistry } from '../cli/remote/client';
import { endCanary } from '../rollout/canary';
import { type CliCommand, textFlag } from '../cli/commands/cli-command';

/**
 * Makes the fallback (or `to`) live again, without rebuilding. The version rolled away from
 * is remembered as bad: it never becomes a fallback automatically (promote it explicitly to
 * clear that). The new fallback is the most recently live good version before the restored one.
 * While a canary runs and no `to` is given, the canary is what goes: it ends, the live version
 * stays, and the canary version counts as rolled away from.
 */
export function rollback(name: string, options: CommonOptions & { to?: string; force?: boolean } = {}): PromoteResult {
  const target = releaseTarget(name);
  const ctx = context(options);
  return locked(ctx, `rollback ${name}`, options, () => {
    const started = performance.now();
    const current = target.live(readManifest(ctx.registry));
    if (!current)
      throw new ReleaseError(`${name} has no live version, so there is nothing to roll back; use \`release promote ${name} <version>\`.`);
    const ended = options.to
      ? null
      : endCanary(ctx.registry, name, { action: 'rollback', note: 'canary ended', user: ctx.user, log: ctx.log });
    if (ended) {
      const { version, fallback } = current;
      const durationMs = Math.round(performance.now() - started);
      const endedCanary = { version: ended.version, percent: ended.percent };
      return { target: name, from: version, to: version, fallback, changed: true, warnings: [], durationMs, endedCanary };
    }
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
    if (res.endedCanary && res.from === res.to) {
      const { version, percent } = res.endedCanary;
      console.log(`${target} canary ${version} (${percent}%) ended; ${res.to} stays live for everyone (${res.durationMs} ms)`);
    } else console.log(`${target} rolled back ${res.from} → ${res.to}; fallback now ${res.fallback ?? 'none'} (${res.durationMs} ms)`);
    return 0;
  },
};
