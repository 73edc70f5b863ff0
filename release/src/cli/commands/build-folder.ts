// Which build folder a command reads: `--from`, else `<repo>/<target>/dist` of the repository
// the command is run in — never one the tool happens to sit in; outside a checkout, `--from`.
import { defaultBuildDir } from '../../registry/build';
import { ReleaseError } from '../../base/release-error';
import { findRepoRoot } from '../../registry/layout';
import type { CliInput } from './cli-command';

export function buildFolder(cli: CliInput, target: string, command: string): string {
  if (typeof cli.flags.from === 'string') return cli.userPath(cli.flags.from);
  const repo = findRepoRoot(cli.userPath('.'));
  if (!repo) throw new ReleaseError(`${command} ${target} outside a checkout needs --from <build folder>.`);
  return defaultBuildDir(repo, target);
}
