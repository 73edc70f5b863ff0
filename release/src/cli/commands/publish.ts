// `release publish <area|shell>`: validate a build and copy it into the registry (immutable),
// optionally making it live.
// The CLI side: arguments, remote or local, output; the work is operations/publish.ts.
import { SHELL } from '../../registry/layout';
import { checkSmokeTest } from '../../pages/smoke-test';
import { uploadBuild } from '../remote/upload-build';
import { buildFolder } from './build-folder';
import type { CliCommand } from './cli-command';
import { gitSha, publish } from '../../operations/publish';

export const publishCommand: CliCommand = {
  name: 'publish',
  usage: `  publish <area|shell> [--from <dir>] [--git-sha <sha>] [--promote] [--force] [--skip-smoke]
                               validate a build and copy it into the registry (immutable);
                               without --from, <repo>/<area>/dist of the repository you are in;
                               an area's routes are mounted first (the smoke test; --skip-smoke
                               is for emergencies only)`,
  remote: true,
  async run(cli) {
    const target = cli.need(0, 'the area to publish (e.g. mf-tasks, or shell)');
    const choices = { promote: cli.flags.promote === true, force: cli.flags.force === true };
    const { remote } = cli.common;
    const dir = buildFolder(cli, target, 'publish');
    const sha = typeof cli.flags['git-sha'] === 'string' ? cli.flags['git-sha'] : gitSha(dir);
    // Before anything is uploaded or made live; on this machine, in the sandbox (pages/smoke-test.ts).
    if (target !== SHELL && cli.flags['skip-smoke'] === true)
      console.log(`warning: the smoke test of ${target} was skipped (--skip-smoke)`);
    else if (target !== SHELL) cli.common.log(`smoke test: ${checkSmokeTest(target, dir)} routes of ${target} mounted`);
    const res = remote
      ? await uploadBuild(remote, target, dir, { ...choices, gitSha: sha, log: cli.common.log })
      : publish(target, { ...cli.common, from: dir, gitSha: sha, ...choices });
    const live = res.promoted === true ? ', now live' : res.promoted === 'already-live' ? ', already live' : '';
    console.log(`${res.status === 'published' ? 'published' : 'already published'} ${target} ${res.version}${live} (${res.durationMs} ms)`);
    if (!cli.flags.promote && res.status === 'published') console.log(`make it live with: pnpm release promote ${target} ${res.version}`);
    return 0;
  },
};
