// Product pictures for the demo catalogue: small SVG illustrations as data URLs (the site's CSP
// allows data: images), so detail pages have a gallery without an image host.

interface Picture {
  /** Two gradient colours. */
  from: string;
  to: string;
  /** One SVG path drawn in white, in a 48×48 box. */
  glyph: string;
  caption: string;
}

export const GLYPHS = {
  notebook: 'M12 6h24a2 2 0 0 1 2 2v32a2 2 0 0 1-2 2H12zM12 6v36M17 14h15M17 20h15M17 26h10',
  powerBank: 'M14 8h20a3 3 0 0 1 3 3v26a3 3 0 0 1-3 3H14a3 3 0 0 1-3-3V11a3 3 0 0 1 3-3zM21 4h6v4h-6zM26 16l-5 9h6l-5 9',
  mouse: 'M24 6c8 0 12 6 12 14v10c0 8-5 12-12 12s-12-4-12-12V20c0-8 4-14 12-14zM24 6v12M12 20h24',
  giftCard: 'M6 12h36a3 3 0 0 1 3 3v18a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3V15a3 3 0 0 1 3-3zM3 20h42M10 29h10M34 26l4 4-4 4',
};

function svg({ from, to, glyph, caption }: Picture): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    '<rect width="400" height="300" fill="url(#g)"/>',
    `<g transform="translate(140 70) scale(2.5)" fill="none" stroke="#fff" stroke-width="2" stroke-linejoin="round" stroke-linecap="round"><path d="${glyph}"/></g>`,
    `<text x="200" y="268" fill="#fff" font-size="22" text-anchor="middle" font-family="sans-serif">${caption}</text>`,
    '</svg>',
  ].join('');
}

/** A data URL of one picture. */
export const picture = (p: Picture): string => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg(p))}`;

/** Two views of a product: its front and its box, one per line (the images column's format). */
export const gallery = (glyph: string, caption: string, from: string, to: string): string =>
  [picture({ from, to, glyph, caption }), picture({ from: to, to: from, glyph, caption: `${caption} · 包装` })].join('\n');
