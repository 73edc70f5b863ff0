// The lint configuration's file-size rule: source files stay under 300 lines; tests may be longer.
const path = require('node:path');
const { Linter } = require('eslint');
const config = require('../eslint/config');

const root = path.resolve(__dirname, '../..');
const linter = new Linter({ cwd: root });
const source = (lines) => Array.from({ length: lines }, (_, i) => `export const x${i} = ${i};`).join('\n') + '\n';

const sizeErrors = (relative, lines) =>
  linter.verify(source(lines), config, { filename: path.join(root, relative) }).filter((m) => m.ruleId === 'max-lines');

test('a 300-line source file passes', () => {
  expect(sizeErrors('shared/src/ui/button.tsx', 300)).toEqual([]);
});

test('a 301-line source file is refused', () => {
  expect(sizeErrors('api/src/routes/account/settings.ts', 301)).toEqual([
    expect.objectContaining({ message: expect.stringMatching(/Maximum allowed is 300/) }),
  ]);
});

test.each(['api/test/auth.test.ts', 'shared/src/ui/__tests__/modal.test.tsx', 'shell/src/app/shell-app.test.tsx'])(
  '%s may be longer',
  (file) => {
    expect(sizeErrors(file, 400)).toEqual([]);
  },
);
