import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';

/** What a pre-render entry hands the site server: markup for a container and the `<style>` tags it needs. */
export interface PrerenderedHtml {
  html: string;
  styles: string;
}

/** Renders once, collecting the styled-components CSS the markup uses (the browser rehydrates those tags). */
export function renderToHtml(element: ReactElement): PrerenderedHtml {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(element));
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
