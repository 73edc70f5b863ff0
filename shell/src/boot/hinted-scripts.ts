// A pre-rendered page carries its preload hints as data (release/src/pages/assemble-page.ts): the
// browser paints the markup without fetching scripts meanwhile, and the shell asks for them all
// right after (a few per task), before its own boot starts the chain shell → area entry →
// screen chunks.
// No @survey/shared here: this runs before the federation boundary (see index.ts).
import { nextTask } from './next-task';

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
    return Array.isArray(hints)
      ? hints.filter((hint): hint is PreloadHint => typeof hint?.href === 'string' && typeof hint?.integrity === 'string')
      : [];
  } catch {
    return []; // a page without usable hints still boots; its scripts load as the code asks
  }
}

/**
 * Each preload costs the browser a fetch set-up on the main thread (about a millisecond here,
 * four on a phone's CPU): fifteen in one task blocked input for 70 ms. A few per task keeps
 * every task short and still asks for all of them within a frame.
 */
export const HINTS_PER_TASK = 4;

/**
 * Adds a `<link rel="preload">` per hint, with the attributes the real load uses, so each file is
 * fetched once; a few per task. Resolves when all are asked for.
 */
export async function requestHintedScripts(): Promise<void> {
  const hints = readHints();
  for (let start = 0; start < hints.length; start += HINTS_PER_TASK) {
    if (start > 0) await nextTask();
    for (const { href, integrity } of hints.slice(start, start + HINTS_PER_TASK)) {
      const link = document.createElement('link');
      for (const [name, value] of Object.entries({ rel: 'preload', as: 'script', href, integrity, crossorigin: 'anonymous' }))
        link.setAttribute(name, value);
      document.head.appendChild(link);
    }
  }
}
