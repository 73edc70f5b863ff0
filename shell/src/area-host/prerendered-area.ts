// The area screen a pre-rendered page arrived with. The site server renders it inside the
// shell's markup; the browser's first render must reproduce that markup, so the slot takes the
// same HTML once — a later mount of the area (after navigating away and back) renders anew.
import { PAGE_MARKERS } from '@survey/shared';

/** Attribute of the area slot that holds pre-rendered markup. */
export const PRERENDERED_SLOT_ATTRIBUTE = PAGE_MARKERS.prerenderedArea;

export interface PrerenderedArea {
  area: string;
  html: string;
  taken?: boolean;
}

/** The pre-rendered markup for `area`, the first time only. */
export function takePrerendered(prerendered: PrerenderedArea | undefined, area: string): string | undefined {
  if (!prerendered || prerendered.area !== area || prerendered.taken) return undefined;
  prerendered.taken = true;
  return prerendered.html;
}

/** Reads the slot the server filled, before React touches the document. */
export function readPrerenderedArea(root: HTMLElement): PrerenderedArea | undefined {
  const slot = root.querySelector<HTMLElement>(`[${PRERENDERED_SLOT_ATTRIBUTE}]`);
  const area = slot?.getAttribute(PRERENDERED_SLOT_ATTRIBUTE);
  return slot && area ? { area, html: slot.innerHTML } : undefined;
}
