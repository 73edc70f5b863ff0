const path = require('node:path');
const { RuleTester } = require('eslint');
const tseslint = require('typescript-eslint');
const { rule } = require('../eslint/shared-entries-rule');

const file = (relative) => path.join(path.resolve(__dirname, '../..'), 'shared/src', relative);
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });
const runtime = file('area-runtime/area-routes.tsx');

tester.run('survey/shared-entries', rule, {
  valid: [
    { filename: runtime, code: "import { Skeleton } from '@survey/shared/ui';" },
    // Same entry point (the core): platform, http, session, overlays and area-runtime.
    { filename: runtime, code: "import { CLIENT_TYPE } from '../http/constants';" },
    { filename: file('format/index.ts'), code: "export * from '../labels';" },
    // Types carry no code.
    { filename: file('ui/message-host.tsx'), code: "import type { Notifier } from '../platform/contract';" },
    { filename: file('ui/message-host.tsx'), code: "import { type Notifier } from '../platform/contract';" },
    // Tests and the Node-only folders are not bundled into the browser entries.
    { filename: file('area-runtime/area-routes.test.tsx'), code: "import { Skeleton } from '../ui';" },
    { filename: file('testing/render-area.tsx'), code: "import { theme } from '../ui/theme';" },
    // The UI kit's entries reach its base, and each other, by specifier; inside one entry, relatively.
    { filename: file('ui/modal/modal.tsx'), code: "import { Button } from '@survey/shared/ui';" },
    { filename: file('ui/modal/modal.tsx'), code: "import { useFocusTrap } from './use-focus-trap';" },
    { filename: file('ui/button.tsx'), code: "import { Spinner } from './spinner';" },
  ],
  invalid: [
    {
      filename: runtime,
      code: "import { Skeleton } from '../ui';",
      errors: [{ message: /import '@survey\/shared\/ui' instead of '\.\.\/ui'/ }],
    },
    {
      filename: file('upload/oss-upload.ts'),
      code: "import { bindCall } from '../http/define-call';",
      errors: [{ message: /'@survey\/shared' instead/ }],
    },
    { filename: file('platform/create-platform.ts'), code: "const c = import('../crypto');", errors: 1 },
    { filename: file('session/index.ts'), code: "export { labelOf } from '../labels/label-table';", errors: 1 },
    {
      filename: file('ui/form/countdown-button.tsx'),
      code: "import { Button } from '../button';",
      errors: [{ message: /'@survey\/shared\/ui' instead/ }],
    },
    {
      filename: file('ui/index.ts'),
      code: "export { Modal } from './modal';",
      errors: [{ message: /'@survey\/shared\/ui\/modal' instead/ }],
    },
    {
      filename: file('ui/data/table.tsx'),
      code: "import { Tabs } from '../navigation/tabs';",
      errors: [{ message: /'@survey\/shared\/ui\/navigation' instead/ }],
    },
  ],
});
