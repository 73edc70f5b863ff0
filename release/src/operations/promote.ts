// Makes a published version live; the previous live one becomes the fallback (a canary start is
// rollout/canary.ts).
// One operation, run by the CLI (cli/commands/promote.ts) and the registry service (service/) alike.
import { type CommonOptions, context } from '../registry/context';
import { locked } from '../registry/lock';
import { type PromoteResult, makeLive } from '../registry/make-live';
import { releaseTarget } from '../registry/targets';

export function promote(name: string, version: string, options: CommonOptions & { force?: boolean } = {}): PromoteResult {
  const target = releaseTarget(name);
  const ctx = context(options);
  return locked(ctx, `promote ${name} ${version}`, options, () => {
    const res = makeLive(ctx, target, version, { action: 'promote', force: options.force });
    for (const w of res.warnings) ctx.log(`warning: ${w}`);
    return res;
  });
}
