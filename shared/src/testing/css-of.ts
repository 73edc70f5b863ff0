/**
 * The declarations styled-components wrote for `element`'s classes, those inside media rules included:
 * jsdom lays nothing out and applies no media query, so a test of placement reads the rules instead.
 */
export function cssOf(element: Element): string {
  const css = Array.from(document.querySelectorAll('style'), (style) => style.textContent ?? '').join('\n');
  return Array.from(element.classList)
    .flatMap((name) => Array.from(css.matchAll(new RegExp(`\\.${name}\\{([^}]*)\\}`, 'g')), (match) => match[1]))
    .join(';');
}

/** `cssOf` on a phone: the rules of `min-width` media queries (tablet and up) left out. */
export function phoneCssOf(element: Element): string {
  const css = Array.from(document.querySelectorAll('style'), (style) => style.textContent ?? '')
    .join('\n')
    .replace(/@media \(min-width:[^{]*\{(?:[^{}]*\{[^}]*\})*\}/g, '');
  return Array.from(element.classList)
    .flatMap((name) => Array.from(css.matchAll(new RegExp(`\\.${name}\\{([^}]*)\\}`, 'g')), (match) => match[1]))
    .join(';');
}

/** The declarations of `element`'s `::before` (an invisible hit area is one). */
export function beforeCssOf(element: Element): string {
  const css = Array.from(document.querySelectorAll('style'), (style) => style.textContent ?? '').join('\n');
  return Array.from(element.classList)
    .flatMap((name) => Array.from(css.matchAll(new RegExp(`\\.${name}::before\\{([^}]*)\\}`, 'g')), (match) => match[1]))
    .join(';');
}
