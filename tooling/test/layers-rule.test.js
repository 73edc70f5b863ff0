const path = require('node:path');
const { RuleTester } = require('eslint');
const tsParser = require('@typescript-eslint/parser');
const { rule } = require('../eslint/layers-rule');
const { API_LAYERS, SHARED_LAYERS, RELEASE_LAYERS } = require('../eslint/layers');

const root = path.resolve(__dirname, '../..');
const file = (relative) => path.join(root, relative);
const tester = new RuleTester({ languageOptions: { parser: tsParser, ecmaVersion: 2022, sourceType: 'module' } });
const api = [API_LAYERS];
const shared = [SHARED_LAYERS];
const release = [RELEASE_LAYERS];

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
    { filename: file('api/src/demo/seed.ts'), options: api, code: "import { applyTaskContent } from '../tasks/task-content';" },
    { filename: file('api/src/domains.ts'), options: api, code: "import { registerAuthRoutes } from './routes/auth';" },
    { filename: file('api/src/domains.ts'), options: api, code: "import { writeDemoFiles } from './demo/group-files';" },
    { filename: file('shared/src/session/new-message-flag.ts'), options: shared, code: "import { HttpClient } from '../http';" },
    { filename: file('shared/src/platform/create-platform.ts'), options: shared, code: "import type { Theme } from '../ui';" },
    { filename: file('shared/src/ui/button.test.tsx'), options: shared, code: "import { renderArea } from '../testing';" },
  ],
  invalid: [
    { filename: file('api/src/db/migrate.ts'), options: api, code: "import { seedAccount } from '../demo/account';", errors: 1 },
    // Demo and scale data sit at the composition layer: no domain reads them.
    { filename: file('api/src/groups/access.ts'), options: api, code: "import { demoFileBytes } from '../demo/group-files';", errors: 1 },
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
    { filename: file('api/src/routes/tasks/hall.ts'), options: api, code: "import { seed } from '../../demo/seed';", errors: 1 },
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

tester.run('survey/layers (release)', rule, {
  valid: [
    {
      filename: file('release/src/registry/make-live.ts'),
      options: release,
      code: "import { ReleaseError } from '../base/release-error';",
    },
    { filename: file('release/src/rollout/canary.ts'), options: release, code: "import { makeLive } from '../registry/make-live';" },
    { filename: file('release/src/web/server.ts'), options: release, code: "import { chooseManifest } from '../rollout/choose-manifest';" },
    { filename: file('release/src/web/server.ts'), options: release, code: "import Fastify from 'fastify';" },
    { filename: file('release/src/service/release-routes.ts'), options: release, code: "import { publish } from '../operations/publish';" },
    { filename: file('release/src/cli/main.ts'), options: release, code: "import { keepStaticSiteInStep } from '../pages/live-links';" },
    { filename: file('release/src/index.ts'), options: release, code: "export { startSiteServer } from './web/server';" },
  ],
  invalid: [
    // The registry announces a manifest write; it never calls the page renderer.
    {
      filename: file('release/src/registry/manifest-write.ts'),
      options: release,
      code: "import { refreshStaticSite } from '../pages/live-links';",
      errors: 1,
    },
    // Rollout is pure: the fastify glue lives in web/.
    {
      filename: file('release/src/rollout/choose-manifest.ts'),
      options: release,
      code: "import type { FastifyRequest } from 'fastify';",
      errors: 1,
    },
    { filename: file('release/src/rollout/canary.ts'), options: release, code: "import compress from '@fastify/compress';", errors: 1 },
    // Lower layers never reach up to the CLI.
    {
      filename: file('release/src/nginx/nginx-parts.ts'),
      options: release,
      code: "import { tokenCommand } from '../cli/commands/token';",
      errors: 1,
    },
    // The registry service shares the operations with the CLI; it calls no CLI command.
    {
      filename: file('release/src/service/release-routes.ts'),
      options: release,
      code: "import { publishCommand } from '../cli/commands/publish';",
      errors: 1,
    },
    {
      filename: file('release/src/operations/publish.ts'),
      options: release,
      code: "import { uploadBuild } from '../cli/remote/upload-build';",
      errors: 1,
    },
    // Type-only imports count here: a type named from a layer above is an arrow up all the same.
    {
      filename: file('release/src/registry/make-live.ts'),
      options: release,
      code: "import type { PublishResult } from '../operations/publish';",
      errors: 1,
    },
  ],
});
