// The lint configuration's import-cycle check, run on files on disk (it follows imports through them).
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { RuleTester } = require('eslint');
const tseslint = require('typescript-eslint');
const importX = require('eslint-plugin-import-x');
const config = require('../eslint/config');

const block = config.find((entry) => entry.rules?.['import-x/no-cycle']);
const [, ...options] = block.rules['import-x/no-cycle'];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'no-cycle-'));
const write = (name, code) => fs.writeFileSync(path.join(dir, name), code);

write('a.ts', "import { b } from './b';\nexport const a = () => b();\n");
write('b.ts', "import { c } from './c';\nexport const b = () => c();\n");
write('c.ts', "import { a } from './a';\nexport const c = () => a();\n");
write('leaf.ts', 'export const leaf = 1;\n');
write('uses-leaf.tsx', "import { leaf } from './leaf';\nexport const X = () => <b>{leaf}</b>;\n");
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser }, settings: block.settings });
const at = (name) => path.join(dir, name);

tester.run('import-x/no-cycle', importX.rules['no-cycle'], {
  valid: [
    { filename: at('uses-leaf.tsx'), code: fs.readFileSync(at('uses-leaf.tsx'), 'utf8'), options },
    { filename: at('top.ts'), code: "export { X } from './uses-leaf';", options },
  ],
  invalid: [
    { filename: at('a.ts'), code: fs.readFileSync(at('a.ts'), 'utf8'), options, errors: [{ message: /Dependency cycle/ }] },
    // Through a re-export and a .tsx file.
    {
      filename: at('leaf.ts'),
      code: "export { X } from './uses-leaf';\nimport './a';\nexport const leaf = 1;",
      options,
      errors: [{ message: /Dependency cycle/ }],
    },
  ],
});
