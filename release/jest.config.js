const base = require('@survey/tooling/jest').preset(__dirname, { environment: 'node' });

// @fastify/static 10 require()s content-disposition 3, which is ESM only: Node 20.19 loads it
// natively, jest's module loader does not, so let the preset's swc transform compile it.
module.exports = {
  ...base,
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(@survey|dayjs/esm|content-disposition))'],
};
