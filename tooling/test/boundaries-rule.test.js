const path = require('node:path');
const { RuleTester } = require('eslint');
const { rule } = require('../eslint/boundaries-rule');

const root = path.resolve(__dirname, '../..');
const file = (relative) => path.join(root, relative);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

tester.run('survey/boundaries', rule, {
  valid: [
    { filename: file('mf-tasks/src/app/root.tsx'), code: "import { usePlatform } from '@survey/shared';" },
    { filename: file('mf-tasks/src/app/root.tsx'), code: "import { routes } from '../routes';" },
    { filename: file('shell/src/app.tsx'), code: "import { createPlatform } from '@survey/shared';" },
    { filename: file('mf-home/src/features/home/api/get-account.ts'), code: "import { getAccount } from '@survey/contract';" },
    { filename: file('e2e/src/site.ts'), code: "import { createServer } from '@survey/api';" },
    { filename: file('shared/src/http/client.ts'), code: "import axios from 'axios';" },
  ],
  invalid: [
    { filename: file('mf-tasks/src/app/root.tsx'), code: "import { x } from '@survey/mf-home';", errors: 1 },
    { filename: file('mf-tasks/src/app/root.tsx'), code: "import x from '../../../mf-exchange/src/routes';", errors: 1 },
    { filename: file('mf-tasks/src/app/root.tsx'), code: "const x = import('@survey/shell');", errors: 1 },
    { filename: file('shell/src/app.tsx'), code: "import lifecycles from '@survey/mf-auth/src/app/lifecycles';", errors: 1 },
    { filename: file('shell/src/app.tsx'), code: "import x from '../../mf-auth/src/routes';", errors: 1 },
    { filename: file('shared/src/index.ts'), code: "export * from '@survey/shell';", errors: 1 },
    { filename: file('shared/src/index.ts'), code: "import '../../api/src/index';", errors: 1 },
  ],
});
