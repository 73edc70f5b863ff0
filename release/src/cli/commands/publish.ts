// `release publish <area|shell>`: validate a build and copy it into the registry (immutable),
// optionally making it live.
// The CLI side: arguments, remote or local, output; the work is operations/publish.ts.
import { defaultBuildDir } from '../../registry/build';
import { REPO_ROOT } from '../../registry/layout';
import { uploadBuild } from '../remote/upload-build';
import type { CliCommand } from './cli-command';
import { gitSha, publish } from '../../operations/publish';

export const publishCommand: CliCommand = {
  name: 'publish',
  usage: `  publish <area|shell> [--from <dir>] [--promote] [--force]
                               validate a build and copy it into the registry (immutable)`,
  remote: true,
  async run(cli) {
    const target = cli.need(0, 'the area to publish (e.g. mf-tasks, or shell)');
    const from = typeof cli.flags.from === 'string' ? cli.userPath(cli.flags.from) : undefined;
    const choices = { promote: cli.flags.promote === true, force: cli.flags.force === true };
    const { remote } = cli.common;
    const dir = from ?? defaultBuildDir(REPO_ROOT, target);
    const res = remote
      ? await uploadBuild(remote, target, dir, { ...choices, gitSha: gitSha(dir), log: cli.common.log })
      : publish(target, { ...cli.common, from, ...choices });
    const live = res.promoted === true ? ', now live' : res.promoted === 'already-live' ? ', already live' : '';
    console.log(`${res.status === 'published' ? 'published' : 'already published'} ${target} ${res.version}${live} (${res.durationMs} ms)`);
    if (!cli.flags.promote && res.status === 'published') console.log(`make it live with: pnpm release promote ${target} ${res.version}`);
    return 0;
  },
};
