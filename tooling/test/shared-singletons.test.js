// @survey/shared's browser entry points are each a shared singleton, known to the lint rule that
// keeps them apart, and provided by the shell, so areas take every one from the shell's files.
const path = require('node:path');
const { federationShared, sharedSingletons } = require('../webpack/shared-singletons');
const { entryOf } = require('../eslint/shared-entries-rule');

const root = path.resolve(__dirname, '../..');
const sharedPackage = require('../../shared/package.json');
// Subpaths for Node-side users and tests, never bundled as entries (docs/runtime.md).
const NODE_SIDE = [
  './platform-contract',
  './testing',
  './standalone',
  './package.json',
  './platform',
  './session',
  './theme',
  './prerender',
];

const browserEntries = Object.entries(sharedPackage.exports)
  .filter(([subpath]) => !NODE_SIDE.includes(subpath))
  .map(([subpath, file]) => ({ specifier: path.posix.join('@survey/shared', subpath), file: path.join(root, 'shared', file) }));

test('every browser entry of @survey/shared is a shared singleton and a separate entry for the lint rule', () => {
  const shared = sharedSingletons(path.join(root, 'shell'));
  expect(browserEntries.map((entry) => entry.specifier)).toEqual(
    expect.arrayContaining(['@survey/shared', '@survey/shared/ui', '@survey/shared/ui/form']),
  );
  for (const { specifier, file } of browserEntries) {
    expect({ specifier, singleton: shared[specifier]?.singleton }).toEqual({ specifier, singleton: true });
    // The core's index sits above its folders (platform, http, …); every other entry has a folder.
    if (specifier !== '@survey/shared') expect({ specifier, lintEntry: entryOf(file) }).toEqual({ specifier, lintEntry: specifier });
  }
});

test('the shell provides every @survey/shared entry, imported by it or not; an area provides what it imports', () => {
  const shell = sharedSingletons(path.join(root, 'shell'), { provideAll: true });
  const area = sharedSingletons(path.join(root, 'mf-home'));
  for (const { specifier, file } of browserEntries) {
    expect({ specifier, import: shell[specifier].import }).toEqual({ specifier, import: file });
    expect({ specifier, import: area[specifier].import }).toEqual({ specifier, import: undefined });
  }
  expect(shell.react.import).toBeUndefined();
});

test('ranges are checked by the release tool, not by the browser: build info keeps them, the federation config leaves them out', () => {
  const dir = path.join(root, 'mf-home');
  const ranges = sharedSingletons(dir);
  const federation = federationShared(dir);
  expect(Object.keys(federation)).toEqual(Object.keys(ranges));
  for (const [name, config] of Object.entries(ranges)) {
    expect(config.requiredVersion).toMatch(/^\^\d/);
    expect(federation[name]).toEqual({ ...config, requiredVersion: false });
  }
});
