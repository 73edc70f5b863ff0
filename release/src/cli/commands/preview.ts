// `release preview <area> <version> --for 2h [--force]`: a link that pins a published area version
// in the browser that opens it (QA), until it expires; `release preview revoke <id>` ends one
// link at once. Both are recorded in history.
// The CLI side: arguments, remote or local, output; the work is operations/preview.ts.
import { ReleaseError } from '../../base/release-error';
import { callRegistry } from '../remote/client';
import { ROLLOUT } from '@survey/shared/platform-contract';
import { type CliCommand, type CliInput, textFlag } from './cli-command';
import { type PreviewResult, preview, revokePreview } from '../../operations/preview';

/** Where the link points: --site, $SITE_ORIGIN, the site the registry service knows, or the local site server. */
export function siteOrigin(given: string | undefined, known?: string): string {
  const site = given ?? process.env.SITE_ORIGIN ?? known ?? 'http://127.0.0.1:8080';
  if (!/^https?:\/\/[^/\s]+\/?$/i.test(site))
    throw new ReleaseError(`--site "${site}" is not a site origin like https://survey.example.com.`);
  return site.replace(/\/$/, '');
}

const log = (line: string) => console.error(`  ${line}`);

async function revoke(cli: CliInput): Promise<number> {
  const id = cli.need(1, 'the link id (printed when the link was made; see `release history`)');
  const { remote } = cli.common;
  const res = remote
    ? await callRegistry<{ id: string; area: string; version: string }>(remote, `/v1/previews/${encodeURIComponent(id)}/revoke`, {
        json: {},
        log,
      })
    : revokePreview(id, { ...cli.common, log });
  console.log(`preview link ${res.id} (${res.area} ${res.version}) revoked: it pins nothing from the next request on`);
  return 0;
}

export const previewCommand: CliCommand = {
  name: 'preview',
  usage: `  preview <area> <version> --for <30m|2h|1d> [--site <origin>] [--force]
                               a link pinning a published version in one browser (QA); at most 7d;
                               a version rolled back as bad only with --force
  preview revoke <id>          that link pins nothing any more`,
  remote: true,
  async run(cli) {
    const area = cli.need(0, 'the area');
    if (area === 'revoke') return revoke(cli);
    const version = cli.need(1, 'the version (see `pnpm release status`)');
    const duration = textFlag(cli, 'for');
    if (!duration) throw new ReleaseError('preview needs --for <duration>, like --for 2h (at most 7d).');
    // A --site typo is refused before anything is made.
    if (textFlag(cli, 'site')) siteOrigin(textFlag(cli, 'site'));
    const force = cli.flags.force === true;
    // Only the link goes to stdout (LINK=$(pnpm release preview …)); progress goes to stderr.
    const { remote } = cli.common;
    // Remotely the answer names the site the service serves.
    const res: PreviewResult & { site?: string } = remote
      ? await callRegistry<PreviewResult & { site?: string }>(remote, `/v1/areas/${encodeURIComponent(area)}/preview`, {
          json: { version, for: duration, force },
          log,
        })
      : preview(area, version, { ...cli.common, log, duration, force });
    const site = siteOrigin(textFlag(cli, 'site'), res.site);
    console.log(`${site}${ROLLOUT.previewPrefix}${res.token}`);
    console.error(
      `${res.area} ${res.version} in the browser that opens this link, until ${res.until}; ${site}${ROLLOUT.previewExit} ends it; \`release preview revoke ${res.id}\` ends it for everyone.`,
    );
    return 0;
  },
};
