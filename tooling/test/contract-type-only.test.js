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

test('the API and the tests may import the contract’s schemas', () => {
  expect(errors('api/src/routes/account.ts', value)).toEqual([]);
  expect(errors('shared/src/http/define-call.test.ts', value)).toEqual([]);
});
