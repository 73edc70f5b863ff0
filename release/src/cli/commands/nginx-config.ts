// `release nginx-config [--edge --origin <url>]`: writes the nginx configuration over the registry
// folder (nginx/nginx-config.ts), or with --edge that of a web host in front of a registry service
// (nginx/nginx-edge.ts).
import fs from 'node:fs';
import path from 'node:path';
import { startStaticSite } from '../../pages/live-links';
import { ReleaseError } from '../../base/release-error';
import { edgeNginxConfig } from '../../nginx/nginx-edge';
import { readManifest } from '../../registry/layout';
import { type CliCommand, textFlag } from './cli-command';
import { nginxConfig } from '../../nginx/nginx-config';

export const nginxConfigCommand: CliCommand = {
  name: 'nginx-config',
  usage: `  nginx-config --upstream 127.0.0.1:3201,127.0.0.1:3202 [--listen 127.0.0.1:8088] [--run-dir <dir>]
               [--user www-data] [--out <file>]
                               nginx configuration serving the registry and proxying /api
  nginx-config --edge --origin http://registry-host:8087 --upstream <api pool> [same options]
                               nginx configuration of a web host in front of a registry service:
                               versioned files cached, pages and remotes.json always fresh`,
  async run(cli) {
    // The API pool: host:port each (or http://host:port, as --api is written elsewhere).
    const upstreams = (textFlag(cli, 'upstream') ?? textFlag(cli, 'api') ?? '')
      .split(',')
      .map((u) =>
        u
          .trim()
          .replace(/^http:\/\//, '')
          .replace(/\/$/, ''),
      )
      .filter(Boolean);
    const out = textFlag(cli, 'out');
    const runDir = cli.userPath(textFlag(cli, 'run-dir') ?? path.join(cli.common.registry, '..', 'nginx'));
    const base = { upstreams, listen: textFlag(cli, 'listen'), runDir, user: textFlag(cli, 'user') };
    let text: string;
    if (cli.flags.edge) {
      const origin = textFlag(cli, 'origin');
      if (!origin) throw new ReleaseError('nginx-config --edge needs --origin http://host:port (the registry service).');
      text = await edgeNginxConfig({ ...base, origin });
    } else {
      // The links and pages nginx serves from: made now, then kept by every manifest write.
      if (fs.existsSync(cli.common.registry)) startStaticSite(cli.common.registry, readManifest(cli.common.registry));
      text = await nginxConfig({ ...base, registry: cli.common.registry });
    }
    if (!out) {
      process.stdout.write(text);
      return 0;
    }
    fs.mkdirSync(path.dirname(cli.userPath(out)), { recursive: true });
    fs.writeFileSync(cli.userPath(out), text);
    cli.common.log(`wrote ${cli.userPath(out)}`);
    return 0;
  },
};
