// `release serve`: the site server in the foreground until SIGINT/SIGTERM.
import { ReleaseError } from '../../base/release-error';
import { type CliCommand, textFlag } from './cli-command';
import { untilSignal } from './until-signal';

export const serveCommand: CliCommand = {
  name: 'serve',
  usage: `  serve [--port 8080] [--host 127.0.0.1] [--api http://127.0.0.1:3100]
                               site server (env PORT, HOST, API_URL)`,
  async run(cli) {
    const portFlag = textFlag(cli, 'port');
    const port = portFlag === undefined ? undefined : Number(portFlag);
    if (port !== undefined && !Number.isInteger(port)) throw new ReleaseError(`--port must be a number, not "${portFlag}".`);
    const api = textFlag(cli, 'api');
    // Loaded here, not at the top: fastify takes about a third of a second to load, and the
    // other commands (a rollback above all) should not pay for it.
    const { startSiteServer } = await import('../../web/server');
    const server = await startSiteServer({ registry: cli.common.registry, port, host: textFlag(cli, 'host'), api });
    console.log(
      `site server on ${server.url} (registry ${cli.common.registry}, /api → ${api ?? process.env.API_URL ?? 'http://127.0.0.1:3100'})`,
    );
    return untilSignal(server);
  },
};
