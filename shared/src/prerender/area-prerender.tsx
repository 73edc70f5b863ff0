import { AreaRoot } from '../area-runtime/area-root';
import type { AreaDefinition } from '../area-runtime/define-area';
import { preloadRoute } from '../area-runtime/preload-route';
import type { SiteConfig } from '../contract';
import { createPrerenderPlatform } from './prerender-platform';
import { renderToHtml, type PrerenderedHtml } from './render-to-html';

export interface AreaPrerenderInput {
  pathname: string;
  /** The site config as the page inlines it. */
  site: Partial<SiteConfig>;
}

/**
 * An area's pre-render entry (`src/app/prerender.tsx`, built for Node): the screen of
 * `pathname` as a signed-out visitor sees it before any data arrives — exactly the tree the
 * browser's first render produces, so the area hydrates it instead of rendering it again.
 */
export function createAreaPrerender(definition: AreaDefinition) {
  return {
    async render({ pathname, site }: AreaPrerenderInput): Promise<PrerenderedHtml> {
      await preloadRoute(definition, pathname);
      return renderToHtml(<AreaRoot definition={definition} platform={createPrerenderPlatform(site)} location={pathname} />);
    },
  };
}
