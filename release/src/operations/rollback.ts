// Back to the fallback (or a named version), no rebuild; while the area runs a canary, ends the
// canary instead (the live version was never changed).
// One operation, run by the CLI (cli/commands/rollback.ts) and the registry service (service/) alike.
import { type CommonOptions, type Ctx, context, publishedVersionsHint } from '../registry/context';
import { locked } from '../registry/lock';
import { ReleaseError } from '../base/release-error';
import { type PromoteResult, makeLive } from '../registry/make-live';
import { readManifest } from '../registry/layout';
import { type ReleaseTarget, releaseTarget } from '../registry/targets';
import { endCanary } from '../rollout/canary';
import { alertRollback } from '../rollout/rollback-alert';

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
  const res = locked(ctx, `rollback ${name}`, options, () => rollbackLocked(ctx, name, target, options));
  const ended = res.endedCanary && res.from === res.to;
  void alertRollback({
    area: name,
    from: ended ? res.endedCanary!.version : res.from,
    to: res.to,
    reason: ended
      ? `canary ${res.endedCanary!.version} (${res.endedCanary!.percent}%) ended`
      : `rolled back${options.to ? ` to ${options.to}` : ''}`,
    by: ctx.user,
    at: new Date().toISOString(),
  });
  return res;
}

function rollbackLocked(ctx: Ctx, name: string, target: ReleaseTarget, options: { to?: string; force?: boolean }): PromoteResult {
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
}
