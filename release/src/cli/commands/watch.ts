// `release watch`: the canary watch alone, for a set-up where neither the site server nor the
// registry service runs beside the registry (nginx serving the registry folder).
import { type CliCommand, textFlag } from './cli-command';
import { untilSignal } from './until-signal';
import { startCanaryWatch } from '../../rollout/canary-watch';

export const watchCommand: CliCommand = {
  name: 'watch',
  usage: `  watch [--api http://127.0.0.1:3100]
                               end a canary whose health is clearly worse than live's (history: auto-rollback)`,
  async run(cli) {
    const api = textFlag(cli, 'api') ?? process.env.API_URL ?? 'http://127.0.0.1:3100';
    const watch = startCanaryWatch({ registry: cli.common.registry, api, log: (line) => console.log(line) });
    console.log(`canary watch on ${cli.common.registry} (health from ${api})`);
    return untilSignal({ close: async () => watch.stop() });
  },
};
