// Pre-rendered markup for a page: a route marked `prerender` (and public) is rendered for a
// signed-out visitor by its area's pre-render bundle (dist/prerender/index.js, published in the
// version folder), and the shell's bundle renders the page around it — both in the pre-render
// sandbox (prerender-sandbox.ts), never in this process: they are uploaded code. Given the API's
// origin, the screen is drawn with its public data: a first render lists the GETs it looks for,
// the public ones are asked of the API here (public-answers.ts) and a second render draws their
// answers, which the page inlines for the browser's first render. Results are kept per manifest,
// site config and path — a page drawn from API data for DATA_PAGE_TTL_MS only — so publishing an
// area renders its pages anew. Anything missing or failing means no markup (or no data): the
// browser renders (or asks). The static pages (prerender-pages.ts) share the choice of pages
// and the sandbox, and draw no data.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SHELL, paths } from '../registry/layout';
import type { AreaRelease, LiveManifest } from '../base/types';
import type { SeededAnswer } from '@survey/shared/platform-contract';
import { matchRoute } from './match-route';
import { renderInSandbox, type SandboxRequest } from './prerender-sandbox';
import { fetchPublicAnswers, isPublicGet } from './public-answers';

export interface PrerenderedPage {
  /** The markup of #root (the shell's, with the area screen in its slot). */
  html: string;
  /** `<style>` tags the markup needs, for <head>. */
  styles: string;
  /** The public GET answers the markup was drawn with (the page inlines them); absent: none. */
  answers?: SeededAnswer[];
}

/** A version's pre-render bundle (it may be missing). */
export function bundleFile(registry: string, target: string, version: string): string {
  return path.join(paths.versionDir(registry, target, version), 'prerender', 'index.js');
}

/** A file of the registry's own, not a link an upload could point elsewhere (the sandbox may read its folder). */
function isPlainFile(file: string): boolean {
  try {
    return fs.lstatSync(file).isFile() && fs.lstatSync(path.dirname(file)).isDirectory();
  } catch {
    return false;
  }
}

/** What the sandbox renders the page of `release` with, or null when the shell or the area has no bundle. */
export function sandboxRequest(
  registry: string,
  manifest: LiveManifest,
  release: AreaRelease,
  pathname: string,
  site: unknown,
): SandboxRequest | null {
  if (!manifest.shell) return null;
  const shell = bundleFile(registry, SHELL, manifest.shell.version);
  const area = bundleFile(registry, release.area, release.version);
  if (!isPlainFile(shell) || !isPlainFile(area)) return null;
  return { shell, area, input: { pathname, manifest, site, area: release.area } };
}

/** How long a page drawn from API data (or whose API data failed) is served before it is drawn anew. */
export const DATA_PAGE_TTL_MS = 30_000;
interface Kept {
  page: Promise<PrerenderedPage | null>;
  /** Infinity while rendering and for a page without API data: it changes only with the manifest. */
  until: number;
}
const rendered = new Map<string, Kept>();
const MAX_KEPT = 500;

/**
 * Whether `pathname` is the route path itself, a parameter standing for one non-empty segment
 * (`/exchange/detail/12` for `/exchange/detail/:id`): a trailing slash, an extra or empty segment
 * or a splat route is left to the browser, so each screen is rendered under one address only.
 */
function isRoutePath(routePath: string, pathname: string): boolean {
  const route = routePath.split('/');
  const path = pathname.split('/');
  return (
    route.length === path.length &&
    route.every((segment, i) => (segment.startsWith(':') ? path[i] !== '' : segment.toLowerCase() === path[i].toLowerCase()))
  );
}

/** The live area release whose screen is pre-rendered for `pathname`, or null when the browser renders it. */
export function prerenderedRelease(manifest: LiveManifest, pathname: string): AreaRelease | null {
  const match = matchRoute(manifest, pathname);
  if (!manifest.shell || !match?.route.prerender || !match.route.public || !isRoutePath(match.route.path, pathname)) return null;
  return match.release;
}

export interface PrerenderOptions {
  /** The API's origin: the screen is drawn with its public data. Without, it is drawn without. */
  api?: string;
}

/** The pre-rendered page for `pathname`, or null when it has none (or rendering failed). */
export function prerenderPage(
  registry: string,
  manifest: LiveManifest,
  pathname: string,
  siteConfig: unknown,
  { api }: PrerenderOptions = {},
): Promise<PrerenderedPage | null> {
  const release = prerenderedRelease(manifest, pathname);
  if (!release) return Promise.resolve(null);
  // The manifest names every version the markup depends on; the site config is rendered into it.
  const key = crypto
    .createHash('sha256')
    .update(JSON.stringify([manifest, siteConfig, pathname, api ?? null]))
    .digest('hex');
  const kept = rendered.get(key);
  if (kept && kept.until > Date.now()) return kept.page;
  if (rendered.size >= MAX_KEPT) rendered.clear();
  const entry: Kept = { page: Promise.resolve(null), until: Infinity };
  entry.page = render(registry, manifest, release, pathname, siteConfig, api).then((outcome) => {
    if (outcome.asked) entry.until = Date.now() + DATA_PAGE_TTL_MS;
    return outcome.page;
  });
  rendered.set(key, entry);
  return entry.page;
}

/** The page, and whether the API was asked for its data (then it is kept briefly). */
async function render(
  registry: string,
  manifest: LiveManifest,
  release: AreaRelease,
  pathname: string,
  site: unknown,
  api: string | undefined,
): Promise<{ page: PrerenderedPage | null; asked: boolean }> {
  const request = sandboxRequest(registry, manifest, release, pathname, site);
  if (!request) return { page: null, asked: false };
  let asked = false;
  try {
    const first = await renderInSandbox(request);
    const publicOnes = api && first.page && first.seedsAnswers ? first.wanted.filter(isPublicGet) : [];
    if (!api || !publicOnes.length) return { page: first.page, asked };
    asked = true;
    const answers = await fetchPublicAnswers(api, publicOnes);
    if (!answers.length) return { page: first.page, asked };
    const drawn = await renderInSandbox({ ...request, input: { ...request.input, answers } });
    return { page: drawn.page && { ...drawn.page, answers }, asked };
  } catch (error) {
    console.error(`[pages] ${pathname}: pre-render failed, the browser renders it`, error);
    return { page: null, asked };
  }
}
