// The arguments of `test:area <area> [--site <origin>] [--preview <link>]`, checked before anything
// starts: a mistyped area, a URL that is not a site, or a link for another area or site is a clear
// error naming what would be right.
import { parseArgs } from 'node:util';
import { AREAS } from '../support/areas';
import type { JourneyTarget, PreviewTarget } from '../support/journey-target';

export const USAGE = 'usage: pnpm --filter @survey/e2e test:area <area> [--site https://…] [--preview https://…/_preview/<token>]';

/** A run refused before any browser starts (bad arguments, a site that is not one): the message says it all. */
export class AreaRunError extends Error {}

/** An http(s) origin, or an error naming the option. */
function siteOrigin(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new AreaRunError(`--site "${text}" is not a URL: give the site's address, like https://survey.example.com`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new AreaRunError(`--site "${text}" is not an http(s) address`);
  if (url.pathname !== '/' || url.search || url.hash)
    throw new AreaRunError(`--site "${text}" is a page, not a site: give its origin alone, ${url.origin}`);
  return url.origin;
}

/** The pin a `<site>/_preview/<token>` link carries (token: base64url JSON, ".", signature). */
function previewTarget(link: string, now: number): PreviewTarget {
  const bad = (why: string) =>
    new AreaRunError(`--preview "${link}" ${why}; make one with \`pnpm release preview <area> <version> --for 1h --site <site>\``);
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw bad('is not a URL');
  }
  const match = /^\/_preview\/([A-Za-z0-9_-]+)\.[A-Za-z0-9_-]+$/.exec(url.pathname);
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !match) throw bad('is not a preview link (<site>/_preview/<token>)');
  let pin: Partial<PreviewTarget>;
  try {
    pin = JSON.parse(Buffer.from(match[1], 'base64url').toString('utf8')) as Partial<PreviewTarget>;
  } catch {
    throw bad('carries no readable token');
  }
  if (typeof pin.area !== 'string' || typeof pin.version !== 'string' || typeof pin.until !== 'string')
    throw bad('carries no area and version');
  if (!(Date.parse(pin.until) > now)) throw bad(`ended at ${pin.until}`);
  return { link: url.href, area: pin.area, version: pin.version, until: pin.until };
}

export function parseAreaArgs(argv: string[], now = Date.now()): JourneyTarget {
  let parsed: ReturnType<typeof parse>;
  try {
    // `pnpm run <script> -- …` hands the script the `--` too.
    parsed = parse(argv[0] === '--' ? argv.slice(1) : argv);
  } catch (error) {
    throw new AreaRunError(`${(error as Error).message}\n${USAGE}`);
  }
  const { positionals, values } = parsed;
  if (positionals.length !== 1) throw new AreaRunError(`name one area (${AREAS.join(', ')})\n${USAGE}`);
  const [area] = positionals;
  if (!AREAS.includes(area)) throw new AreaRunError(`unknown area "${area}": the areas are ${AREAS.join(', ')}`);
  let site = values.site === undefined ? undefined : siteOrigin(values.site);
  if (values.preview === undefined) return { area, site };
  const preview = previewTarget(values.preview, now);
  if (preview.area !== area)
    throw new AreaRunError(
      `--preview pins ${preview.area} ${preview.version}, not ${area}: run test:area ${preview.area}, or make a link for ${area}`,
    );
  const linkOrigin = new URL(preview.link).origin;
  // A link pins the browser only on the site that signed it; without --site, that is the site.
  site ??= linkOrigin;
  if (linkOrigin !== site)
    throw new AreaRunError(`--preview is a link of ${linkOrigin}, but --site is ${site}: a link pins a browser on its own site only`);
  return { area, site, preview };
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: { site: { type: 'string' }, preview: { type: 'string' } },
  });
}
