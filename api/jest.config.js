const base = require('@survey/tooling/jest').preset(__dirname, { environment: 'node' });

// PGlite (CommonJS build) uses dynamic import() for Node built-ins: see test/pglite-transform.js.
// light-my-request (fastify.inject) requires cookie@2, which is ESM only: let swc transform it.
module.exports = {
  ...base,
  transform: { '@electric-sql/pglite/dist/.+\\.cjs$': '<rootDir>/test/pglite-transform.js', ...base.transform },
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(@survey|dayjs/esm|@electric-sql|cookie@|cookie/))'],
  testPathIgnorePatterns: ['/node_modules/'],
};
