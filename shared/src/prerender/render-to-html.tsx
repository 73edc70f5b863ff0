import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';

/** What a pre-render entry hands the site server: markup for a container and the `<style>` tags it needs. */
export interface PrerenderedHtml {
  html: string;
  styles: string;
}

/** The attribute styled-components finds its server-rendered tags by (its SC_ATTR). */
const REHYDRATED_ATTRIBUTE = 'data-styled=';

/**
 * Renders once, collecting the styled-components CSS the markup uses. With `rehydrate` (the
 * shell's page) the browser's styled-components takes those tags over; without (an area's
 * screen), the tags are plain CSS it leaves alone and the area injects its rules again as it
 * hydrates. Two sheets rendered apart number their groups alike, and taken over together they
 * shared a group: the shell's global style, re-injected on mount, cleared the area rules beside
 * it (the 立即兑换 bar lost its styles once hydrated).
 */
export function renderToHtml(element: ReactElement, { rehydrate = true } = {}): PrerenderedHtml {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(element));
    const styles = sheet.getStyleTags();
    return { html, styles: rehydrate ? styles : styles.replaceAll(REHYDRATED_ATTRIBUTE, 'data-prerendered-styles=') };
  } finally {
    sheet.seal();
  }
}
