// Server-side only (pre-render bundles built for Node): never imported by browser code.
export { createAreaPrerender, type AreaPrerenderInput, type AreaPrerendered } from './area-prerender';
export { createPrerenderPlatform } from './prerender-platform';
export { createRecordingClient, type WantedAnswer } from './recording-client';
export { renderToHtml, type PrerenderedHtml } from './render-to-html';
