// Pre-rendered markup for a page: a route marked `prerender` (and public) is rendered for a
// signed-out visitor by its area's pre-render bundle (dist/prerender/index.js, published in the
// version folder), and the shell's bundle renders the page around it. Results are kept per
// manifest, site config and path, so publishing an area renders its pages anew. Anything missing or failing means no markup: the page is rendered in the browser.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SHELL, paths } from '../registry';
import type { LiveManifest } from '../types';
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
interface ShellBundle {
  render(input: { pathname: string; manifest: LiveManifest; site: unknown; area: { area: string; html: string } }): PrerenderedPage | null;
}

const PRERENDER_BUNDLE = path.join('prerender', 'index.js');

// Version folders are immutable: a bundle is loaded once per process.
const bundles = new Map<string, unknown>();
function loadBundle<T>(registry: string, target: string, version: string): T | null {
  const file = path.join(paths.versionDir(registry, target, version), PRERENDER_BUNDLE);
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

/** The pre-rendered page for `pathname`, or null when it has none (or rendering failed). */
export function prerenderPage(registry: string, manifest: LiveManifest, pathname: string, siteConfig: unknown): Promise<PrerenderedPage | null> {
  const match = matchRoute(manifest, pathname);
  const shell = manifest.shell;
  if (!shell || !match?.route.prerender || !match.route.public || match.route.path.toLowerCase() !== pathname.toLowerCase()) return Promise.resolve(null);
  const { release } = match;
  // The manifest names every version the markup depends on; the site config is rendered into it.
  const key = crypto.createHash('sha256').update(JSON.stringify([manifest, siteConfig, pathname])).digest('hex');
  let page = rendered.get(key);
  if (!page) {
    if (rendered.size >= MAX_KEPT) rendered.clear();
    page = render(registry, manifest, release.area, release.version, pathname, siteConfig);
    rendered.set(key, page);
  }
  return page;
}

async function render(registry: string, manifest: LiveManifest, area: string, version: string, pathname: string, site: unknown): Promise<PrerenderedPage | null> {
  const areaBundle = loadBundle<AreaBundle>(registry, area, version);
  const shellBundle = loadBundle<ShellBundle>(registry, SHELL, manifest.shell!.version);
  if (typeof areaBundle?.render !== 'function' || typeof shellBundle?.render !== 'function') return null;
  try {
    const screen = await areaBundle.render({ pathname, site });
    const page = shellBundle.render({ pathname, manifest, site, area: { area, html: screen.html } });
    return page && { html: page.html, styles: `${screen.styles}${page.styles}` };
  } catch (error) {
    console.error(`[pages] ${pathname}: pre-render failed, the browser renders it`, error);
    return null;
  }
}
