import { AreaRoot } from '../area-runtime/area-root';
import type { AreaDefinition } from '../area-runtime/define-area';
import { preloadRoute } from '../area-runtime/preload-route';
import type { SeededAnswer, SiteConfig } from '../platform-contract';
import { createPrerenderPlatform } from './prerender-platform';
import { createRecordingClient, type WantedAnswer } from './recording-client';
import { renderToHtml, type PrerenderedHtml } from './render-to-html';

export interface AreaPrerenderInput {
  pathname: string;
  /** The site config as the page inlines it. */
  site: Partial<SiteConfig>;
  /** The public GET answers to draw with (the page inlines them); without, the wanted ones are listed. */
  answers?: SeededAnswer[];
}

export interface AreaPrerendered extends PrerenderedHtml {
  /** Without `answers`: the GETs the first render would draw data from (the server fetches the public ones). */
  wanted?: WantedAnswer[];
}

/**
 * An area's pre-render entry (`src/app/prerender.tsx`, built for Node): the screen of
 * `pathname` as a signed-out visitor sees it — exactly the tree the browser's first render
 * produces with the same answers seeded, so the area hydrates it instead of rendering it again.
 * Rendered without answers it draws the screen before any data arrives and lists the GETs its
 * first render looked for; the site server fetches those and renders again with them.
 */
export function createAreaPrerender(definition: AreaDefinition) {
  return {
    async render({ pathname, site, answers }: AreaPrerenderInput): Promise<AreaPrerendered> {
      await preloadRoute(definition, pathname);
      const platform = createPrerenderPlatform(site);
      const draw = (http = platform.http) =>
        // Not taken over by the browser's sheet: see renderToHtml.
        renderToHtml(<AreaRoot definition={definition} platform={{ ...platform, http }} location={pathname} />, { rehydrate: false });
      if (answers) {
        platform.http.seed(answers);
        return draw();
      }
      const recording = createRecordingClient(platform.http);
      const page = draw(recording.http);
      return { ...page, wanted: recording.wanted };
    },
  };
}
