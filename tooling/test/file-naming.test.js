// The lint configuration's kebab-case rule for file and folder names.
const path = require('node:path');
const { Linter } = require('eslint');
const config = require('../eslint/config');

const root = path.resolve(__dirname, '../..');
const linter = new Linter({ cwd: root });

const naming = (relative) =>
  linter
    .verify('export const x = 1;\n', config, { filename: path.join(root, relative) })
    .filter((m) => m.ruleId?.startsWith('check-file/'))
    .map((m) => m.message);

test.each([
  'shared/src/ui/use-focus-trap.ts',
  'shared/src/ui/modal.test.tsx',
  'shared/src/ui/__tests__/modal.test.tsx',
  'mf-auth/src/components/sms-code-input.tsx',
  'tooling/jest/jest-dom.d.ts',
  'mf-home/jest.config.js',
  'eslint.config.js',
  'e2e/src/journeys/member-journey.test.ts',
])('%s is a kebab-case name', (file) => {
  expect(naming(file)).toEqual([]);
});

test.each([
  ['shared/src/ui/useFocusTrap.ts', /filename "useFocusTrap.ts"/],
  ['shared/src/ui/Modal.tsx', /filename "Modal.tsx"/],
  ['mf-auth/src/components/sms_code_input.tsx', /filename "sms_code_input.tsx"/],
  ['shared/src/ui/ModalParts.test.tsx', /filename "ModalParts.test.tsx"/],
  ['mf-home/src/features/homePage/components/page.tsx', /folder "homePage"/],
  ['shell/src/Routing/guards.ts', /folder "Routing"/],
])('%s is refused', (file, message) => {
  expect(naming(file)).toEqual([expect.stringMatching(message)]);
});
