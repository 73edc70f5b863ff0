// The one jest configuration. Browser packages run in jsdom with @testing-library; server
// packages (api, release, e2e) in node. Every package's jest.config.js is one call.
const path = require('node:path');

const swcTransform = [
  require.resolve('@swc/jest'),
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** @param {string} dir @param {{ environment?: 'jsdom' | 'node', testTimeout?: number }} [options] */
function preset(dir, options = {}) {
  const environment = options.environment ?? 'jsdom';
  return {
    rootDir: dir,
    displayName: path.basename(dir),
    testEnvironment: environment,
    testMatch: ['<rootDir>/{src,test}/**/*.test.{ts,tsx,js}'],
    transform: {
      // PGlite's CommonJS build imports Node built-ins dynamically, which jest's VM refuses.
      '@electric-sql/pglite/dist/.+\\.cjs$': path.join(__dirname, 'pglite-transform.js'),
      '^.+\\.[jt]sx?$': swcTransform,
    },
    // Workspace packages are TypeScript source. ESM-only dependencies of the servers
    // (content-disposition 3 under @fastify/static, cookie under light-my-request) are
    // compiled too: Node 20 loads them natively, jest's module loader does not.
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(@survey|dayjs/esm|@electric-sql|content-disposition|cookie@|cookie/))'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'json'],
    setupFiles: environment === 'jsdom' ? [path.join(__dirname, 'setup-jsdom.js')] : [],
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'setup-after-env.js')] : [],
    testTimeout: options.testTimeout ?? 15000,
    ...(environment === 'jsdom' ? { testEnvironmentOptions: { url: 'http://127.0.0.1/' } } : {}),
  };
}

module.exports = { preset };
