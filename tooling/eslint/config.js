// The one lint configuration (flat config), used from the repository root.
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const importX = require('eslint-plugin-import-x');
const { createTypeScriptImportResolver } = require('eslint-import-resolver-typescript');
const checkFile = require('eslint-plugin-check-file');
const { rule: boundaries } = require('./boundaries-rule');
const { rule: featureBoundaries } = require('./feature-boundaries-rule');
const { rule: sharedEntries } = require('./shared-entries-rule');
const { rule: callFiles } = require('./call-files-rule');
const { rule: layers } = require('./layers-rule');
const { API_LAYERS, SHARED_LAYERS, RELEASE_LAYERS } = require('./layers');

// Routing reaches the browser once, through the shared facade (shared/src/router).
const ROUTING_PATHS = [
  { name: 'react-router', message: "Import routing from '@survey/shared/router' (one shared, tree-shaken copy)." },
  { name: 'react-router-dom', message: "Import routing from '@survey/shared/router' (one shared, tree-shaken copy)." },
];

module.exports = tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', '**/coverage/**', 'e2e/artifacts/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,cjs,mjs}'],
    plugins: {
      survey: {
        rules: { boundaries, 'feature-boundaries': featureBoundaries, 'shared-entries': sharedEntries, 'call-files': callFiles, layers },
      },
      'react-hooks': reactHooks,
      'import-x': importX,
      'check-file': checkFile,
    },
    // Imports resolve as TypeScript and webpack see them (package exports, .ts/.tsx, index files).
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.cjs', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: '*/tsconfig.json', noWarnOnMultipleProjects: true })],
    },
    rules: {
      'survey/boundaries': 'error',
      'survey/feature-boundaries': 'error',
      'survey/shared-entries': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // kebab-case names; middle extensions (.test, .config, .d) are not part of the name.
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,js,cjs,mjs}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }, { ignoreWords: ['__tests__'] }],
      'react-hooks/rules-of-hooks': 'error',
      // useRequest(load, deps) re-runs `load` when `deps` change: its deps are checked like useEffect's.
      'react-hooks/exhaustive-deps': ['warn', { additionalHooks: '(useRequest)' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Small files with one job: a source file over 300 lines is split (tests may be longer).
      'max-lines': ['error', { max: 300 }],
    },
  },
  {
    files: ['**/*.test.{ts,tsx,js}', '**/test/**', '**/__tests__/**'],
    rules: { 'max-lines': 'off' },
  },
  {
    // An area's calls: one per file, in an api/ folder, the file named after the call.
    files: ['mf-*/src/**/*.{ts,tsx}'],
    rules: { 'survey/call-files': 'error' },
  },
  {
    // Layers inside the API, @survey/shared and @survey/release point one way, lowest first (tooling/eslint/layers.js).
    files: ['api/src/**/*.ts'],
    rules: { 'survey/layers': ['error', API_LAYERS] },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: { 'survey/layers': ['error', SHARED_LAYERS] },
  },
  {
    files: ['release/src/**/*.ts'],
    rules: { 'survey/layers': ['error', RELEASE_LAYERS] },
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}'],
    ignores: ['shared/src/router/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: ROUTING_PATHS }],
    },
  },
  {
    // @survey/shared's subpaths for Node-side users (the API's client test, the release tool) are
    // not shared: in a browser bundle they would be second copies of modules of the shared entries.
    files: ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...ROUTING_PATHS,
            { name: '@survey/shared/platform', message: "Import from '@survey/shared' (the shared core entry)." },
            { name: '@survey/shared/session', message: "Import from '@survey/shared' (the shared core entry)." },
            { name: '@survey/shared/theme', message: "Import from '@survey/shared/ui' (the shared UI kit entry)." },
          ],
        },
      ],
    },
  },
  {
    // The API contract is TypeBox schema code: browser packages take its types only, so none of it is bundled.
    // Tests and their test platform (src/testing) answer contract calls, so they take the calls as values.
    files: ['shell/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/src/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@survey/contract',
              allowTypeImports: true,
              message: "Browser code imports the contract type-only: import type { … } from '@survey/contract'.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { require: 'readonly', module: 'writable', __dirname: 'readonly', process: 'readonly', console: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
