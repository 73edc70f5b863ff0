// `release smoke <area>`: publish's smoke test alone (pages/smoke-test.ts), for a team's CI before
// it publishes or a developer after a build: one line per route, exit 1 when one fails.
import { smokeTestBuild } from '../../pages/smoke-test';
import { buildFolder } from './build-folder';
import type { CliCommand } from './cli-command';

export const smokeCommand: CliCommand = {
  name: 'smoke',
  usage: `  smoke <area> [--from <dir>]  mount each route of an area build as publish does before it uploads
                               (the smoke test); no registry is read or written`,
  // Nothing of a registry is used: it runs the same with SURVEY_REGISTRY naming a service.
  remote: true,
  run(cli) {
    const area = cli.need(0, 'the area whose build to test (e.g. mf-tasks)');
    const results = smokeTestBuild(area, buildFolder(cli, area, 'smoke'));
    for (const one of results) {
      const where = one.url === one.path ? one.path : `${one.path} (${one.url})`;
      console.log(one.ok ? `  ok    ${where}` : `  FAIL  ${where}: ${one.stage} threw: ${one.message}`);
    }
    const failed = results.filter((one) => !one.ok).length;
    console.log(`${results.length - failed} of ${results.length} routes of ${area} mounted`);
    return failed ? 1 : 0;
  },
};
