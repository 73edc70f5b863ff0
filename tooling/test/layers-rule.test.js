const path = require('node:path');
const { RuleTester } = require('eslint');
const tsParser = require('@typescript-eslint/parser');
const { rule } = require('../eslint/layers-rule');
const { API_LAYERS, SHARED_LAYERS } = require('../eslint/layers');

const root = path.resolve(__dirname, '../..');
const file = (relative) => path.join(root, relative);
const tester = new RuleTester({ languageOptions: { parser: tsParser, ecmaVersion: 2022, sourceType: 'module' } });
const api = [API_LAYERS];
const shared = [SHARED_LAYERS];

tester.run('survey/layers (api)', rule, {
  valid: [
    { filename: file('api/src/routes/content/messages.ts'), options: api, code: "import { listMessages } from '../../content/messages';" },
    { filename: file('api/src/routes/content/messages.ts'), options: api, code: "import type { Queryable } from '../../db';" },
    { filename: file('api/src/routes/content/messages.ts'), options: api, code: 'route(api, call, () => db.tx((q) => readAll(q)));' },
    { filename: file('api/src/content/site.ts'), options: api, code: "q.sql.selectFrom('site_config');" },
    { filename: file('api/src/exchange/redeem.ts'), options: api, code: "import { addGold } from '../earnings/gold';" },
    { filename: file('api/src/exchange/redeem.ts'), options: api, code: "import { sql } from 'kysely';" },
    { filename: file('api/src/db/index.ts'), options: api, code: "import type { Database } from './schema';" },
    // ApiContext names the types of the layers above it; nothing of them runs in it.
    { filename: file('api/src/context.ts'), options: api, code: "import type { Providers } from './providers';" },
    { filename: file('api/src/seed.ts'), options: api, code: "import { seedAccount } from './account/seed';" },
    { filename: file('api/src/index.ts'), options: api, code: "import { registerAuthRoutes } from './routes/auth';" },
    { filename: file('shared/src/session/new-message-flag.ts'), options: shared, code: "import { HttpClient } from '../http';" },
    { filename: file('shared/src/platform/create-platform.ts'), options: shared, code: "import type { Theme } from '../ui';" },
    { filename: file('shared/src/ui/button.test.tsx'), options: shared, code: "import { renderArea } from '../testing';" },
  ],
  invalid: [
    { filename: file('api/src/db/migrate.ts'), options: api, code: "import { seedAccount } from '../account/seed';", errors: 1 },
    { filename: file('api/src/db/index.ts'), options: api, code: "import { registerAuthRoutes } from '../routes/auth';", errors: 1 },
    {
      filename: file('api/src/account/members.ts'),
      options: api,
      code: "import { registerAccountRoutes } from '../routes/account';",
      errors: 1,
    },
    { filename: file('api/src/lib/paging.ts'), options: api, code: "import { openDb } from '../db';", errors: 1 },
    { filename: file('api/src/routes/content/messages.ts'), options: api, code: "import { sql } from 'kysely';", errors: 1 },
    { filename: file('api/src/routes/content/messages.ts'), options: api, code: "db.sql.selectFrom('messages');", errors: 1 },
    { filename: file('api/src/routes/tasks/hall.ts'), options: api, code: "q.sql.updateTable('tasks');", errors: 1 },
    { filename: file('api/src/routes/tasks/hall.ts'), options: api, code: "import { seed } from '../../seed';", errors: 1 },
    {
      filename: file('shared/src/platform-contract/route-def.ts'),
      options: shared,
      code: "import { navigate } from '../router';",
      errors: 1,
    },
    { filename: file('shared/src/http/http-client.ts'), options: shared, code: "import { getSession } from '../session';", errors: 1 },
    { filename: file('shared/src/ui/button.tsx'), options: shared, code: "export { usePlatform } from '../platform';", errors: 1 },
    {
      filename: file('shared/src/platform/create-platform.ts'),
      options: shared,
      code: "import { renderArea } from '../testing';",
      errors: 1,
    },
  ],
});
