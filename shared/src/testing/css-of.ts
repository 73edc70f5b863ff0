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
