// A dev override link (`pnpm --filter <area> dev` prints one): a preview pin whose code comes from
// the developer's dev server on their own machine, in the one browser that opens it, until it
// expires or is revoked (`release preview revoke <id>`). Same key, cookie, history and revocation
// as a preview (operations/preview.ts); the dev server's origin is signed into the link and must
// be a loopback one (rollout/dev-origin.ts). Run by the CLI and the registry service alike.
import crypto from 'node:crypto';
import { type CommonOptions, context } from '../registry/context';
import { record } from '../registry/audit-log';
import { ReleaseError } from '../base/release-error';
import { locked } from '../registry/lock';
import { SHELL, readManifest } from '../registry/layout';
import { DEV_VERSION, requireLoopbackOrigin } from '../rollout/dev-origin';
import { parsePreviewDuration, previewKey, signPreview } from '../rollout/preview';
import { releaseTarget } from '../registry/targets';

export interface DevLinkResult {
  id: string;
  area: string;
  /** The dev server the browser loads the area from. */
  origin: string;
  until: string;
  /** The signed token; the link is `<site>/_preview/<token>`. */
  token: string;
}

export interface DevLinkOptions extends CommonOptions {
  duration: string;
}

/** A dev override token for a live area and a loopback dev server origin, valid for `duration` (at most 7d). */
export function devLink(area: string, origin: string, options: DevLinkOptions): DevLinkResult {
  releaseTarget(area);
  if (area === SHELL) throw new ReleaseError('a dev link stands in for an area; the shell is developed with its own dev server.');
  const dev = requireLoopbackOrigin(origin);
  const ms = parsePreviewDuration(options.duration);
  const ctx = context(options);
  if (!readManifest(ctx.registry)?.areas.some((a) => a.area === area))
    throw new ReleaseError(`${area} is not live: a dev link stands in for an area's live version; promote a version of it first.`);
  return locked(ctx, `dev-link ${area}`, options, () => {
    const id = crypto.randomBytes(6).toString('hex');
    const until = new Date(Date.now() + ms).toISOString();
    const token = signPreview(previewKey(ctx.registry), { id, area, version: DEV_VERSION, until, dev });
    // Recorded as a preview link, so `release preview revoke <id>` ends it like any other.
    record(ctx, { action: 'preview', area, from: null, to: `${DEV_VERSION} ${dev}`, note: `link ${id} until ${until}` });
    ctx.log(`dev link ${id} for ${area} from ${dev} until ${until} made by ${ctx.user}`);
    return { id, area, origin: dev, until, token };
  });
}
