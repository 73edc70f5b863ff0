// `release dev-link <area> --origin http://127.0.0.1:3003 [--site <origin>] [--for 8h]`: a link
// that makes the browser opening it load the area from a dev server on that browser's machine
// (the area's `pnpm dev` runs it and prints the link). The CLI side: arguments, remote or local,
// output; the work is operations/dev-link.ts.
import { ROLLOUT } from '@survey/shared/platform-contract';
import { ReleaseError } from '../../base/release-error';
import { callRegistry } from '../remote/client';
import { type CliCommand, textFlag } from './cli-command';
import { type DevLinkResult, devLink } from '../../operations/dev-link';
import { siteOrigin } from './preview';

/** A working day: long enough not to be made again at lunch, short enough to lapse overnight. */
const DEFAULT_DURATION = '12h';

export const devLinkCommand: CliCommand = {
  name: 'dev-link',
  usage: `  dev-link <area> --origin <http://127.0.0.1:port> [--site <origin>] [--for 12h]
                               a link making one browser load the area from a dev server on its own
                               machine (needs a token that may publish the area; ended like a preview)`,
  remote: true,
  async run(cli) {
    const area = cli.need(0, 'the area');
    const origin = textFlag(cli, 'origin');
    if (!origin) throw new ReleaseError('dev-link needs --origin, the dev server, like --origin http://127.0.0.1:3003.');
    const duration = textFlag(cli, 'for') ?? DEFAULT_DURATION;
    const site = siteOrigin(textFlag(cli, 'site'));
    const log = (line: string) => console.error(`  ${line}`);
    const { remote } = cli.common;
    const res = remote
      ? await callRegistry<DevLinkResult>(remote, `/v1/areas/${encodeURIComponent(area)}/dev-link`, {
          json: { origin, for: duration },
          log,
        })
      : devLink(area, origin, { ...cli.common, log, duration });
    // Only the link goes to stdout (the dev server reads it); the rest to stderr.
    console.log(`${site}${ROLLOUT.previewPrefix}${res.token}`);
    console.error(
      `${res.area} from ${res.origin} in the browser that opens this link, until ${res.until}; ${site}${ROLLOUT.previewExit} ends it; \`release preview revoke ${res.id}\` ends it for everyone.`,
    );
    return 0;
  },
};
