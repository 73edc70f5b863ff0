// `release pack-cli`: writes release/dist/survey-release.cjs, the CLI for a team's CI job (bin/pack-cli.cjs).
import path from 'node:path';
import { repoRootFor } from '../../registry/layout';
import type { CliCommand } from './cli-command';

export const packCliCommand: CliCommand = {
  name: 'pack-cli',
  usage: `  pack-cli                     write release/dist/survey-release.cjs: this CLI as one file that bare
                               Node 20 runs (a team's CI job publishes with it, no checkout needed)`,
  remote: false,
  async run() {
    const script = path.join(repoRootFor('pack-cli packs the sources of a checkout'), 'release', 'bin', 'pack-cli.cjs');
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a plain Node build script, loaded only for this command
    const { packCli } = require(script) as { packCli: () => string };
    console.log(`packed ${packCli()}`);
    return 0;
  },
};
