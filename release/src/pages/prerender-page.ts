// Pre-rendered markup for a page: a route marked `prerender` (and public) is rendered for a
// signed-out visitor by its area's pre-render bundle (dist/prerender/index.js, published in the
// version folder), and the shell's bundle renders the page around it. Given the API's origin,
// the screen is drawn with its public data: a first render lists the GETs it looks for, the
// public ones are asked of the API (public-answers.ts) and a second render draws their answers,
// which the page inlines for the browser's first render. Results are kept per manifest, site
// config and path — a page drawn from API data for DATA_PAGE_TTL_MS only — so publishing an area
// renders its pages anew. Anything missing or failing means no markup (or no data): the browser
// renders (or asks). The static pages' synchronous path (prerender-pages-sync.ts) shares the
// choice of pages and the shell step, and draws no data.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SHELL, paths } from '../registry/layout';
import type { AreaRelease, LiveManifest } from '../base/types';
import type { SeededAnswer } from '@survey/shared/platform-contract';
import { matchRoute } from './match-route';
import { fetchPublicAnswers, isPublicGet, type WantedAnswer } from './public-answers';

export interface PrerenderedPage {
  /** The markup of #root (the shell's, with the area screen in its slot). */
  html: string;
  /** `<style>` tags the markup needs, for <head>. */
  styles: string;
  /** The public GET answers the markup was drawn with (the page inlines them); absent: none. */
  answers?: SeededAnswer[];
}

// What the bundles' `render` take and give (shared/src/prerender, shell/src/boot/prerender.tsx).
interface AreaBundle {
  render(input: { pathname: string; site: unknown; answers?: SeededAnswer[] }): Promise<PrerenderedPage & { wanted?: WantedAnswer[] }>;
}
export interface ShellBundle {
  /** The shell seeds its client with a page's answers before hydrating (older shells do not: no data then). */
  seedsAnswers?: boolean;
  render(input: { pathname: string; manifest: LiveManifest; site: unknown; area: { area: string; html: string } }): PrerenderedPage | null;
}

/** A version's pre-render bundle (it may be missing). */
export function bundleFile(registry: string, target: string, version: string): string {
  return path.join(paths.versionDir(registry, target, version), 'prerender', 'index.js');
}

// Version folders are immutable: a bundle is loaded once per process.
const bundles = new Map<string, unknown>();
function loadBundle<T>(registry: string, target: string, version: string): T | null {
  const file = bundleFile(registry, target, version);
  if (!bundles.has(file)) {
    let bundle: unknown = null;
    try {
      if (fs.existsSync(file)) bundle = createRequire(file)(file);
    } catch (error) {
      console.error(`[pages] ${target} ${version}: pre-render bundle does not load`, error);
    }
    bundles.set(file, bundle);
  }
  return bundles.get(file) as T | null;
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

/** The shell's bundle, or null when this shell version has none (then nothing is pre-rendered). */
export function shellBundle(registry: string, manifest: LiveManifest): ShellBundle | null {
  const bundle = manifest.shell && loadBundle<ShellBundle>(registry, SHELL, manifest.shell.version);
  return typeof bundle?.render === 'function' ? bundle : null;
}

/** The page around an area's rendered screen: the shell's bundle renders synchronously. */
export function wrapInShell(
  shell: ShellBundle,
  input: { pathname: string; manifest: LiveManifest; site: unknown; area: string; screen: PrerenderedPage },
): PrerenderedPage | null {
  const { pathname, manifest, site, area, screen } = input;
  const page = shell.render({ pathname, manifest, site, area: { area, html: screen.html } });
  return page && { html: page.html, styles: `${screen.styles}${page.styles}` };
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
  const areaBundle = loadBundle<AreaBundle>(registry, release.area, release.version);
  const shell = shellBundle(registry, manifest);
  if (typeof areaBundle?.render !== 'function' || !shell) return { page: null, asked: false };
  let asked = false;
  try {
    const { wanted, ...first } = await areaBundle.render({ pathname, site });
    let screen: PrerenderedPage = first;
    const publicOnes = api && shell.seedsAnswers === true && Array.isArray(wanted) ? wanted.filter(isPublicGet) : [];
    if (api && publicOnes.length) {
      asked = true;
      const answers = await fetchPublicAnswers(api, publicOnes);
      if (answers.length) screen = { ...(await areaBundle.render({ pathname, site, answers })), answers };
    }
    const page = wrapInShell(shell, { pathname, manifest, site, area: release.area, screen });
    return { page: page && (screen.answers ? { ...page, answers: screen.answers } : page), asked };
  } catch (error) {
    console.error(`[pages] ${pathname}: pre-render failed, the browser renders it`, error);
    return { page: null, asked };
  }
}
