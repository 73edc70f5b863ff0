import { PAGE_MARKERS } from '@survey/shared';
import { PRELOAD_HINTS_ELEMENT_ID, requestHintedScripts } from './hinted-scripts';

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({
    as: link.getAttribute('as'),
    href: link.getAttribute('href'),
    integrity: link.getAttribute('integrity'),
    crossorigin: link.getAttribute('crossorigin'),
  }));

function pageWithHints(text: string) {
  document.head.innerHTML = `<script id="${PRELOAD_HINTS_ELEMENT_ID}" type="application/json">${text}</script>`;
}

afterEach(() => {
  document.head.innerHTML = '';
});

test('reads the element the release tool writes', () => {
  expect(PRELOAD_HINTS_ELEMENT_ID).toBe(PAGE_MARKERS.preloadHintsElementId);
});

test('each hint becomes a preload with the integrity and CORS mode of the real script load', () => {
  pageWithHints(JSON.stringify([
    { href: '/boot.1234abcd.js', integrity: 'sha384-boot' },
    { href: '/areas/mf-campaigns/0.1.0-abc/remoteEntry.js', integrity: 'sha384-entry' },
  ]));
  requestHintedScripts();
  expect(preloads()).toEqual([
    { as: 'script', href: '/boot.1234abcd.js', integrity: 'sha384-boot', crossorigin: 'anonymous' },
    { as: 'script', href: '/areas/mf-campaigns/0.1.0-abc/remoteEntry.js', integrity: 'sha384-entry', crossorigin: 'anonymous' },
  ]);
});

test('a page without hints, with corrupt hints or with malformed entries boots without preloads for them', () => {
  requestHintedScripts();
  pageWithHints('[{"href": "/a.js"');
  requestHintedScripts();
  pageWithHints('{"href": "/a.js", "integrity": "sha384-a"}');
  requestHintedScripts();
  pageWithHints(JSON.stringify([{ href: '/a.js' }, null, { href: '/b.js', integrity: 'sha384-b' }]));
  requestHintedScripts();
  expect(preloads().map((link) => link.href)).toEqual(['/b.js']);
});
