// The index.html a path is answered with: the live shell's index.html plus, in <head>, the live
// manifest inlined as JSON (the shell reads it instead of fetching /remotes.json on first load)
// and a preload hint, with its integrity hash, for every script the path needs (as data for the
// shell when the page is pre-rendered). The site server calls assemblePage on each HTML request;
// static servers (nginx) serve the files writeSitePages leaves in <registry>/pages after each
// manifest change. With `prerendered` markup (prerender-page.ts), #root holds the page as drawn
// for a visitor, its styles in <head>, and the public GET answers it was drawn with inlined, so
// the browser's first render draws (and hydrates) the same data without asking the API.
import fs from 'node:fs';
import path from 'node:path';
import { PAGE_MARKERS } from '@survey/shared/platform-contract';
import { SHELL, paths } from '../registry/layout';
import type { LiveManifest } from '../base/types';
import { preloadHints } from './preload-hints';
import type { PrerenderedPage } from './prerender-page';

/** Ids of the inlined manifest and site config (`<script type="application/json">`: data, so CSP allows it). */
export const {
  manifestElementId: MANIFEST_ELEMENT_ID,
  siteConfigElementId: SITE_CONFIG_ELEMENT_ID,
  preloadHintsElementId: PRELOAD_HINTS_ELEMENT_ID,
  seededAnswersElementId: SEEDED_ANSWERS_ELEMENT_ID,
} = PAGE_MARKERS;
/** The shell template's #root, which holds a loading line until the shell renders. */
const ROOT_ELEMENT = /<div id="root">(<div id="boot-status">[^<]*<\/div>)?<\/div>/;

const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };
const attr = (value: string) => value.replace(/[&"<>]/g, (c) => ATTRIBUTE_ESCAPES[c]);

/** JSON that cannot end the script element it sits in (`</script>`, `<!--`) nor break a line in old parsers. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

// The live shell's index.html, per version (immutable folders).
const shellPages = new Map<string, string | null>();
function shellIndexHtml(registry: string, version: string): string | null {
  const file = path.join(paths.versionDir(registry, SHELL, version), 'index.html');
  if (!shellPages.has(file)) {
    let html: string | null = null;
    try {
      html = fs.readFileSync(file, 'utf8');
    } catch {
      html = null;
    }
    shellPages.set(file, html);
  }
  return shellPages.get(file) ?? null;
}

export interface AssembleOptions {
  registry: string;
  /** The live manifest (what `<registry>/remotes.json` holds). */
  manifest: LiveManifest;
  /** The requested path, without query; null: no area hints (a page for any path). */
  pathname: string | null;
  /** The API's site config, inlined when given (the shell then skips its own request). */
  siteConfig?: unknown;
  /** Markup for #root rendered for `pathname` (with the same manifest and site config). */
  prerendered?: PrerenderedPage | null;
}

/** The page for a path, or null when the live shell has no index.html (nothing to serve). */
export function assemblePage({ registry, manifest, pathname, siteConfig, prerendered }: AssembleOptions): string | null {
  if (!manifest.shell) return null;
  const html = shellIndexHtml(registry, manifest.shell.version);
  if (!html) return null;
  const at = html.indexOf('</head>');
  const drawn = Boolean(prerendered && siteConfig && pathname !== null && at >= 0 && ROOT_ELEMENT.test(html));
  const hints = preloadHints(registry, manifest, pathname);
  const head = [
    // Markup drawn here paints first: fetching scripts meanwhile slows the first layout (measured:
    // about 60 ms on `/`), so its hints are data the shell turns into preloads after that paint.
    drawn
      ? `<script id="${PRELOAD_HINTS_ELEMENT_ID}" type="application/json">${inlineJson(hints)}</script>`
      : hints
          .map(
            (hint) =>
              `<link rel="preload" as="script" href="${attr(hint.href)}" integrity="${attr(hint.integrity)}" crossorigin="anonymous">`,
          )
          .join(''),
    `<script id="${MANIFEST_ELEMENT_ID}" type="application/json">${inlineJson(manifest)}</script>`,
    siteConfig ? `<script id="${SITE_CONFIG_ELEMENT_ID}" type="application/json">${inlineJson(siteConfig)}</script>` : '',
  ].join('');
  if (at < 0) return html;
  const page = `${html.slice(0, at)}${head}${html.slice(at)}`;
  if (!drawn || !prerendered || pathname === null) return page;
  // Styles first, so the markup is drawn styled; the shell hydrates #root (see shell/src/boot),
  // its client seeded with the answers the markup was drawn with.
  const answers = prerendered.answers?.length
    ? `<script id="${SEEDED_ANSWERS_ELEMENT_ID}" type="application/json">${inlineJson(prerendered.answers)}</script>`
    : '';
  const styled = page.replace('</head>', () => `${prerendered.styles}${answers}</head>`);
  return styled.replace(ROOT_ELEMENT, () => `<div id="root" ${PAGE_MARKERS.prerenderedPath}="${attr(pathname)}">${prerendered.html}</div>`);
}
