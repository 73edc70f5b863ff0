// useRequest(load, deps) re-runs `load` when `deps` change, so the hooks rule checks its deps like useEffect's.
const path = require('node:path');
const { Linter } = require('eslint');
const config = require('../eslint/config');

const root = path.resolve(__dirname, '../..');
const linter = new Linter({ cwd: root });

const warnings = (code) =>
  linter
    .verify(code, config, { filename: path.join(root, 'mf-home/src/features/home/api/get-thing.ts') })
    .filter((m) => m.ruleId === 'react-hooks/exhaustive-deps')
    .map((m) => m.message);

const hook = (deps) =>
  `import { useRequest } from '@survey/shared';\nexport function useThing(id: number) {\n  return useRequest((http) => http.get('/things/' + id), ${deps});\n}\n`;

test('a value the load reads but the deps leave out is reported', () => {
  expect(warnings(hook('[]'))).toEqual([expect.stringContaining("React Hook useRequest has a missing dependency: 'id'")]);
});

test('complete deps pass', () => {
  expect(warnings(hook('[id]'))).toEqual([]);
});
