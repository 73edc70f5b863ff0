// `release preview <area> <version> --for 2h`: a link that pins a published area version in the
// browser that opens it (QA), until it expires. Nothing live changes, so there is no history
// entry; the link's making is logged.
// The CLI side: arguments, remote or local, output; the work is operations/preview.ts.
import { ReleaseError } from '../../base/release-error';
import { callRegistry } from '../remote/client';
import { ROLLOUT } from '@survey/shared/platform-contract';
import { type CliCommand, textFlag } from './cli-command';
import { type PreviewResult, preview } from '../../operations/preview';

/** Where the link points: --site, $SITE_ORIGIN, or the local site server. */
function siteOrigin(given: string | undefined): string {
  const site = given ?? process.env.SITE_ORIGIN ?? 'http://127.0.0.1:8080';
  if (!/^https?:\/\/[^/\s]+\/?$/i.test(site))
    throw new ReleaseError(`--site "${site}" is not a site origin like https://survey.example.com.`);
  return site.replace(/\/$/, '');
}

export const previewCommand: CliCommand = {
  name: 'preview',
  usage: `  preview <area> <version> --for <30m|2h|1d> [--site <origin>]
                               a link pinning a published version in one browser (QA); at most 7d`,
  remote: true,
  async run(cli) {
    const area = cli.need(0, 'the area');
    const version = cli.need(1, 'the version (see `pnpm release status`)');
    const duration = textFlag(cli, 'for');
    if (!duration) throw new ReleaseError('preview needs --for <duration>, like --for 2h (at most 7d).');
    const site = siteOrigin(textFlag(cli, 'site'));
    // Only the link goes to stdout (LINK=$(pnpm release preview …)); progress goes to stderr.
    const { remote } = cli.common;
    const log = (line: string) => console.error(`  ${line}`);
    const res = remote
      ? await callRegistry<PreviewResult>(remote, `/v1/areas/${encodeURIComponent(area)}/preview`, {
          json: { version, for: duration },
          log,
        })
      : preview(area, version, { ...cli.common, log, duration });
    console.log(`${site}${ROLLOUT.previewPrefix}${res.token}`);
    console.error(
      `${res.area} ${res.version} in the browser that opens this link, until ${res.until}; ${site}${ROLLOUT.previewExit} ends it.`,
    );
    return 0;
  },
};
