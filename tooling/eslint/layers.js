// The layers of the API, of @survey/shared and of @survey/release, lowest first (survey/layers,
// docs/architecture.md, release/README.md).
const API_LAYERS = {
  root: 'api/src',
  layers: [
    { name: 'base', units: ['lib', 'codes', 'crypto', 'context'] },
    { name: 'db', units: ['db'] },
    { name: 'http', units: ['http', 'security'] },
    // account, auth, campaigns, exchange, groups, earnings, tasks, content, providers… (any other folder)
    { name: 'domains', units: ['*'] },
    {
      name: 'routes',
      units: ['routes'],
      forbiddenImports: ['kysely'],
      forbiddenWhy: 'the query goes into a domain module',
      noQueries: true,
    },
    // The server's assembly: the domain list, the demo and scale data (seeds, demo files), the CLIs.
    { name: 'composition', units: ['index', 'main', 'domains', 'demo', 'cli'] },
  ],
};

const SHARED_LAYERS = {
  root: 'shared/src',
  layers: [
    { name: 'platform-contract', units: ['platform-contract'] },
    { name: 'foundations', units: ['format', 'labels', 'crypto', 'overlays', 'router'] },
    { name: 'http', units: ['http', 'upload'] },
    { name: 'session', units: ['session'] },
    { name: 'ui', units: ['ui'] },
    { name: 'platform', units: ['platform', 'area-runtime'] },
    { name: 'features', units: ['delivery'] },
    { name: 'renderers', units: ['prerender', 'standalone'] },
    { name: 'testing', units: ['testing'] },
    { name: 'entries', units: ['index'] },
  ],
};

// Below `web` nothing knows the web framework: its glue lives in web/ and service/.
const NO_FASTIFY = { forbiddenImports: ['fastify', '@fastify'], forbiddenWhy: 'the fastify glue goes into web/ or service/' };

// release/src: the registry on disk at the bottom, what serves and drives it above (release/README.md).
const RELEASE_LAYERS = {
  root: 'release/src',
  countTypeImports: true,
  layers: [
    { name: 'base', units: ['base'], ...NO_FASTIFY },
    { name: 'registry', units: ['registry'], ...NO_FASTIFY },
    { name: 'rollout', units: ['rollout'], ...NO_FASTIFY },
    { name: 'operations', units: ['operations'], ...NO_FASTIFY },
    { name: 'pages', units: ['pages'], ...NO_FASTIFY },
    { name: 'web', units: ['web'] },
    { name: 'nginx', units: ['nginx'] },
    { name: 'service', units: ['service'] },
    { name: 'cli', units: ['cli'] },
    { name: 'entries', units: ['index'] },
  ],
};

module.exports = { API_LAYERS, SHARED_LAYERS, RELEASE_LAYERS };
