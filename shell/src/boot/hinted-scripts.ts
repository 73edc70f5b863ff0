// A pre-rendered page carries its preload hints as data (release/src/pages/assemble-page.ts): the
// browser paints the markup without fetching scripts meanwhile, and the shell asks for them all
// at once right after, before its own boot starts the chain shell → area entry → screen chunks.
// No @survey/shared here: this runs before the federation boundary (see index.ts).

/** PAGE_MARKERS.preloadHintsElementId, written out (a test keeps the two equal). */
export const PRELOAD_HINTS_ELEMENT_ID = 'survey-preload-hints';

interface PreloadHint {
  href: string;
  integrity: string;
}

function readHints(): PreloadHint[] {
  const text = document.getElementById(PRELOAD_HINTS_ELEMENT_ID)?.textContent;
  if (!text) return [];
  try {
    const hints: unknown = JSON.parse(text);
    return Array.isArray(hints) ? hints.filter((hint): hint is PreloadHint => typeof hint?.href === 'string' && typeof hint?.integrity === 'string') : [];
  } catch {
    return []; // a page without usable hints still boots; its scripts load as the code asks
  }
}

/** Adds a `<link rel="preload">` per hint, with the attributes the real load uses, so each file is fetched once. */
export function requestHintedScripts(): void {
  for (const { href, integrity } of readHints()) {
    const link = document.createElement('link');
    for (const [name, value] of Object.entries({ rel: 'preload', as: 'script', href, integrity, crossorigin: 'anonymous' })) link.setAttribute(name, value);
    document.head.appendChild(link);
  }
}
