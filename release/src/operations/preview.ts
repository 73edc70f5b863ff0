// A signed link that pins a published area version in the browser that opens it (QA), until it
// expires or is revoked. Nothing live changes, but making and revoking a link are recorded in
// history.jsonl (with the token or user that did it), under the registry lock.
// One operation, run by the CLI (cli/commands/preview.ts) and the registry service (service/) alike.
import crypto from 'node:crypto';
import { type CommonOptions, context, requireRelease } from '../registry/context';
import { record } from '../registry/audit-log';
import { ReleaseError } from '../base/release-error';
import { badVersions } from '../registry/fallback';
import { locked } from '../registry/lock';
import { SHELL, readHistory, readManifest } from '../registry/layout';
import { parsePreviewDuration, previewKey, signPreview } from '../rollout/preview';
import { addRevokedPreview } from '../rollout/preview-revocations';
import { releaseTarget } from '../registry/targets';

export interface PreviewResult {
  /** The link's id, for `release preview revoke <id>`. */
  id: string;
  area: string;
  version: string;
  /** ISO time the pin ends. */
  until: string;
  /** The signed token; the link is `<site>/_preview/<token>`. */
  token: string;
}

export interface PreviewOptions extends CommonOptions {
  duration: string;
  /** Pin a version that was rolled back as bad all the same. */
  force?: boolean;
}

const linkNote = (id: string, until: string) => `link ${id} until ${until}`;

/** A preview token for a published version of a live area, valid for `duration` (`30m`, `2h`, `1d`; at most 7d). */
export function preview(area: string, version: string, options: PreviewOptions): PreviewResult {
  releaseTarget(area);
  if (area === SHELL) throw new ReleaseError('preview pins an area version; the shell cannot be previewed (publish it and promote it).');
  const ms = parsePreviewDuration(options.duration);
  const ctx = context(options);
  requireRelease(ctx.registry, area, version);
  if (!readManifest(ctx.registry)?.areas.some((a) => a.area === area))
    throw new ReleaseError(`${area} is not live: a preview stands in for an area's live version; promote a version of it first.`);
  if (!options.force && badVersions(readHistory(ctx.registry, area)).has(version))
    throw new ReleaseError(
      `preview ${area} ${version} refused: it was rolled back as bad (see \`release history ${area}\`); pass --force to pin it all the same.`,
    );
  return locked(ctx, `preview ${area} ${version}`, options, () => {
    const id = crypto.randomBytes(6).toString('hex');
    const until = new Date(Date.now() + ms).toISOString();
    const token = signPreview(previewKey(ctx.registry), { id, area, version, until });
    record(ctx, { action: 'preview', area, from: null, to: version, note: linkNote(id, until) });
    ctx.log(`preview link ${id} for ${area} ${version} until ${until} made by ${ctx.user}`);
    return { id, area, version, until, token };
  });
}

/** The preview link `id` made (from history), or a refusal naming how to find one. */
export function findPreview(registry: string, id: string): { area: string; version: string; until: string } {
  const made = readHistory(registry).find((e) => e.action === 'preview' && e.note?.startsWith(`link ${id} until `));
  if (!/^[0-9a-f]{12}$/.test(id) || !made?.to)
    throw new ReleaseError(`no preview link with id "${id}" is in the history (see \`release history\`).`);
  return { area: made.area, version: made.to, until: made.note!.slice(`link ${id} until `.length) };
}

/** Revokes one preview link: the site server and the origin stop honouring it at the next request. */
export function revokePreview(id: string, options: CommonOptions = {}): { id: string; area: string; version: string } {
  const ctx = context(options);
  return locked(ctx, `preview revoke ${id}`, options, () => {
    const link = findPreview(ctx.registry, id);
    addRevokedPreview(ctx.registry, { id, until: link.until });
    record(ctx, { action: 'preview-revoke', area: link.area, from: link.version, to: null, note: `link ${id}` });
    ctx.log(`preview link ${id} (${link.area} ${link.version}) revoked by ${ctx.user}`);
    return { id, area: link.area, version: link.version };
  });
}
