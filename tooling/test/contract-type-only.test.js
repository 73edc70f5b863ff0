// Browser packages take the API contract's types only: a value import would bundle TypeBox schemas.
const path = require('node:path');
const { Linter } = require('eslint');
const config = require('../eslint/config');

const root = path.resolve(__dirname, '../..');
const linter = new Linter({ cwd: root });

const errors = (relative, code) =>
  linter
    .verify(code, config, { filename: path.join(root, relative) })
    .filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports')
    .map((m) => m.message);

const typeOnly = "import type { getAccount } from '@survey/contract';\nexport type A = typeof getAccount;\n";
const value = "import { getAccount } from '@survey/contract';\nexport const a = getAccount;\n";

test.each(['mf-home/src/features/home/api/get-account.ts', 'shared/src/platform/contract.ts', 'shell/src/app.tsx'])(
  '%s may import the contract type-only, never its values',
  (file) => {
    expect(errors(file, typeOnly)).toEqual([]);
    expect(errors(file, value)).toEqual([expect.stringContaining('type-only')]);
  },
);

test.each([
  'api/src/routes/account.ts',
  'shared/src/http/define-call.test.ts',
  'mf-home/src/features/user/components/user-page.test.tsx',
  'shared/src/testing/create-test-platform.ts',
  'mf-auth/src/testing/render-auth.tsx',
])('%s (the API, a test or a test platform) may import the contract’s calls as values', (file) => {
  expect(errors(file, value)).toEqual([]);
});

test('only src/testing is exempt: an area’s own testing-named file elsewhere is browser code', () => {
  expect(errors('mf-home/src/features/testing-tips/api/get-tips.ts', value)).toEqual([expect.stringContaining('type-only')]);
});
