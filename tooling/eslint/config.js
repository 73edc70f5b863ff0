// The one lint configuration (flat config), used from the repository root.
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const { rule: boundaries } = require('./boundaries-rule');

module.exports = tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', '**/coverage/**', 'e2e/artifacts/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,cjs,mjs}'],
    plugins: { survey: { rules: { boundaries } }, 'react-hooks': reactHooks },
    rules: {
      'survey/boundaries': 'error',
      'react-hooks/rules-of-hooks': 'error',
      // useRequest(load, deps) re-runs `load` when `deps` change: its deps are checked like useEffect's.
      'react-hooks/exhaustive-deps': ['warn', { additionalHooks: '(useRequest)' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Routing reaches the browser once, through the shared facade (shared/src/router).
    files: ['shell/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}'],
    ignores: ['shared/src/router/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router', message: "Import routing from '@survey/shared/router' (one shared, tree-shaken copy)." },
            { name: 'react-router-dom', message: "Import routing from '@survey/shared/router' (one shared, tree-shaken copy)." },
          ],
        },
      ],
    },
  },
  {
    // The API contract is TypeBox schema code: browser packages take its types only, so none of it is bundled.
    files: ['shell/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@survey/contract', allowTypeImports: true, message: "Browser code imports the contract type-only: import type { … } from '@survey/contract'." },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', __dirname: 'readonly', process: 'readonly', console: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
