// Built for Node only (the pre-render build): the site server renders the page around a
// pre-rendered area screen with it — header, footer and the area's slot — for a signed-out
// visitor, as the browser's first render with the same manifest and site config draws it.
import type { SiteConfig } from '@survey/shared';
import { createPrerenderPlatform, renderToHtml, type PrerenderedHtml } from '@survey/shared/prerender';
import { ShellApp } from '../app/shell-app';
import { PRERENDERED_SLOT_ATTRIBUTE, type PrerenderedArea } from '../area-host/prerendered-area';
import { parseManifest } from './load-manifest';

export interface ShellPrerenderInput {
  pathname: string;
  /** The live manifest as the page inlines it (read the way the browser reads it). */
  manifest: unknown;
  /** The site config as the page inlines it. */
  site: Partial<SiteConfig>;
  /** The area screen, rendered by the area's own pre-render bundle. */
  area: PrerenderedArea;
}

/**
 * This shell seeds its HTTP client with a page's inlined answers before hydrating
 * (seed-answers.ts): the site server draws a screen with API data only under a shell that does,
 * or the hydrating screen, starting without the data, would not match the markup.
 */
export const seedsAnswers = true;

/** The page's markup, or null when the shell does not show `area` at `pathname` to a visitor. */
export function render({ pathname, manifest, site, area }: ShellPrerenderInput): PrerenderedHtml | null {
  const page = renderToHtml(
    <ShellApp platform={createPrerenderPlatform(site)} manifest={parseManifest(manifest)} prerendered={{ ...area }} location={pathname} />,
  );
  return page.html.includes(`${PRERENDERED_SLOT_ATTRIBUTE}="${area.area}"`) ? page : null;
}
