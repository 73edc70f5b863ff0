// Server-side only (pre-render bundles built for Node): never imported by browser code.
export { createAreaPrerender, type AreaPrerenderInput } from './area-prerender';
export { createPrerenderPlatform } from './prerender-platform';
export { renderToHtml, type PrerenderedHtml } from './render-to-html';
