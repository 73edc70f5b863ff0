// A signed link that pins a published area version in the browser that opens it (QA), until it
// expires. Nothing live changes, so there is no history entry; the link's making is logged.
// One operation, run by the CLI (cli/commands/preview.ts) and the registry service (service/) alike.
import { type CommonOptions, context, requireRelease } from '../registry/context';
import { ReleaseError } from '../base/release-error';
import { SHELL, readManifest } from '../registry/layout';
import { parsePreviewDuration, previewKey, signPreview } from '../rollout/preview';
import { releaseTarget } from '../registry/targets';

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
