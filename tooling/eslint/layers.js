// The layers of the API and of @survey/shared, lowest first (survey/layers, docs/architecture.md).
const API_LAYERS = {
  root: 'api/src',
  layers: [
    { name: 'base', units: ['lib', 'codes', 'crypto', 'context'] },
    { name: 'db', units: ['db'] },
    { name: 'http', units: ['http', 'security'] },
    // account, auth, campaigns, exchange, groups, earnings, tasks, content, providers… (any other folder)
    { name: 'domains', units: ['*'] },
    { name: 'routes', units: ['routes'], forbiddenImports: ['kysely'], noQueries: true },
    { name: 'composition', units: ['index', 'main', 'seed', 'cli'] },
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
    { name: 'renderers', units: ['prerender', 'standalone'] },
    { name: 'testing', units: ['testing'] },
    { name: 'entries', units: ['index'] },
  ],
};

module.exports = { API_LAYERS, SHARED_LAYERS };
