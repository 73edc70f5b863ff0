// Pre-rendered markup for a page: a route marked `prerender` (and public) is rendered for a
// signed-out visitor by its area's pre-render bundle (dist/prerender/index.js, published in the
// version folder), and the shell's bundle renders the page around it. Results are kept per
// manifest, site config and path, so publishing an area renders its pages anew. Anything missing
// or failing means no markup: the page is rendered in the browser. The static pages' synchronous
// path (prerender-pages-sync.ts) shares the choice of pages and the shell step.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SHELL, paths } from '../registry';
import type { AreaRelease, LiveManifest } from '../types';
import { matchRoute } from './match-route';

export interface PrerenderedPage {
  /** The markup of #root (the shell's, with the area screen in its slot). */
  html: string;
  /** `<style>` tags the markup needs, for <head>. */
  styles: string;
}

// What the bundles' `render` take and give (shared/src/prerender, shell/src/boot/prerender.tsx).
interface AreaBundle {
  render(input: { pathname: string; site: unknown }): Promise<PrerenderedPage>;
}
export interface ShellBundle {
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

const rendered = new Map<string, Promise<PrerenderedPage | null>>();
const MAX_KEPT = 500;

/** The live area release whose screen is pre-rendered for `pathname`, or null when the browser renders it. */
export function prerenderedRelease(manifest: LiveManifest, pathname: string): AreaRelease | null {
  const match = matchRoute(manifest, pathname);
  if (!manifest.shell || !match?.route.prerender || !match.route.public || match.route.path.toLowerCase() !== pathname.toLowerCase())
    return null;
  return match.release;
}

/** The pre-rendered page for `pathname`, or null when it has none (or rendering failed). */
export function prerenderPage(
  registry: string,
  manifest: LiveManifest,
  pathname: string,
  siteConfig: unknown,
): Promise<PrerenderedPage | null> {
  const release = prerenderedRelease(manifest, pathname);
  if (!release) return Promise.resolve(null);
  // The manifest names every version the markup depends on; the site config is rendered into it.
  const key = crypto
    .createHash('sha256')
    .update(JSON.stringify([manifest, siteConfig, pathname]))
    .digest('hex');
  let page = rendered.get(key);
  if (!page) {
    if (rendered.size >= MAX_KEPT) rendered.clear();
    page = render(registry, manifest, release, pathname, siteConfig);
    rendered.set(key, page);
  }
  return page;
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

async function render(
  registry: string,
  manifest: LiveManifest,
  release: AreaRelease,
  pathname: string,
  site: unknown,
): Promise<PrerenderedPage | null> {
  const areaBundle = loadBundle<AreaBundle>(registry, release.area, release.version);
  const shell = shellBundle(registry, manifest);
  if (typeof areaBundle?.render !== 'function' || !shell) return null;
  try {
    const screen = await areaBundle.render({ pathname, site });
    return wrapInShell(shell, { pathname, manifest, site, area: release.area, screen });
  } catch (error) {
    console.error(`[pages] ${pathname}: pre-render failed, the browser renders it`, error);
    return null;
  }
}
