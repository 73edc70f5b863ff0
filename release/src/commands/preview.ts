// `release preview <area> <version> --for 2h`: a link that pins a published area version in the
// browser that opens it (QA), until it expires. Nothing live changes, so there is no history
// entry; the link's making is logged.
import { type CommonOptions, context, requireRelease } from '../context';
import { ReleaseError } from '../fsutil';
import { SHELL, readManifest } from '../registry';
import { callRegistry } from '../remote/client';
import { parsePreviewDuration, previewKey, signPreview } from '../rollout/preview';
import { releaseTarget } from '../targets';
import { ROLLOUT } from '@survey/shared/platform-contract';
import { type CliCommand, textFlag } from './cli-command';

export interface PreviewResult {
  area: string;
  version: string;
  /** ISO time the pin ends. */
  until: string;
  /** The signed token; the link is `<site>/_preview/<token>`. */
  token: string;
}

/** A preview token for a published version of a live area, valid for `duration` (`30m`, `2h`, `1d`; at most 7d). */
export function preview(area: string, version: string, options: CommonOptions & { duration: string }): PreviewResult {
  releaseTarget(area);
  if (area === SHELL) throw new ReleaseError('preview pins an area version; the shell cannot be previewed (publish it and promote it).');
  const ms = parsePreviewDuration(options.duration);
  const ctx = context(options);
  requireRelease(ctx.registry, area, version);
  if (!readManifest(ctx.registry)?.areas.some((a) => a.area === area))
    throw new ReleaseError(`${area} is not live: a preview stands in for an area's live version; promote a version of it first.`);
  const until = new Date(Date.now() + ms).toISOString();
  const token = signPreview(previewKey(ctx.registry), { area, version, until });
  ctx.log(`preview link for ${area} ${version} until ${until} made by ${ctx.user}`);
  return { area, version, until, token };
}

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
