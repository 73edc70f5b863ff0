import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { PAGE_MARKERS } from '@survey/shared';
import { HINTS_PER_TASK, PRELOAD_HINTS_ELEMENT_ID, requestHintedScripts } from './hinted-scripts';

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

test('each hint becomes a preload with the integrity and CORS mode of the real script load', async () => {
  pageWithHints(
    JSON.stringify([
      { href: '/boot.1234abcd.js', integrity: 'sha384-boot' },
      { href: '/areas/mf-campaigns/0.1.0-abc/remoteEntry.js', integrity: 'sha384-entry' },
    ]),
  );
  await requestHintedScripts();
  expect(preloads()).toEqual([
    { as: 'script', href: '/boot.1234abcd.js', integrity: 'sha384-boot', crossorigin: 'anonymous' },
    { as: 'script', href: '/areas/mf-campaigns/0.1.0-abc/remoteEntry.js', integrity: 'sha384-entry', crossorigin: 'anonymous' },
  ]);
});

test('a page without hints, with corrupt hints or with malformed entries boots without preloads for them', async () => {
  await requestHintedScripts();
  pageWithHints('[{"href": "/a.js"');
  await requestHintedScripts();
  pageWithHints('{"href": "/a.js", "integrity": "sha384-a"}');
  await requestHintedScripts();
  pageWithHints(JSON.stringify([{ href: '/a.js' }, null, { href: '/b.js', integrity: 'sha384-b' }]));
  await requestHintedScripts();
  expect(preloads().map((link) => link.href)).toEqual(['/b.js']);
});

test('asks for a few per task, so no task blocks input for long, and for all of them in order', async () => {
  // jsdom has no MessageChannel (the browser's next task); Node's has the same interface.
  Object.assign(globalThis, { MessageChannel: globalThis.MessageChannel ?? NodeMessageChannel });
  const hints = Array.from({ length: HINTS_PER_TASK * 2 + 1 }, (_, index) => ({ href: `/${index}.js`, integrity: `sha384-${index}` }));
  pageWithHints(JSON.stringify(hints));
  const done = requestHintedScripts();
  expect(preloads()).toHaveLength(HINTS_PER_TASK);
  await done;
  expect(preloads().map((link) => link.href)).toEqual(hints.map((hint) => hint.href));
});
