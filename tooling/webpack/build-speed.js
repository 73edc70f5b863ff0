// What keeps one area's production build within seconds on a 2-core machine:
// webpack's persistent cache, so an unchanged module is neither transpiled nor minified again,
// and swc's minifier instead of terser. Type checking stays out of webpack (`pnpm typecheck`).
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '../..');
// The minimizer plugin webpack itself ships (its default minimizer, with terser), taken from
// webpack's own dependencies so its version is the one webpack is tested with.
const MinimizerPlugin = require(require.resolve('minimizer-webpack-plugin', { paths: [require.resolve('webpack')] }));

/**
 * The cache lives beside the package's dependencies, never in dist/ (published folders hold
 * only what the browser loads). Any change to this tooling, the package's manifest or the
 * lockfile starts it afresh; sources and node_modules are checked file by file as usual.
 * @param {{ dir: string, name: string, production: boolean }} options
 * @returns {import('webpack').FileCacheOptions}
 */
function persistentCache({ dir, name, production }) {
  return {
    type: 'filesystem',
    cacheDirectory: path.join(dir, 'node_modules', '.cache', 'webpack'),
    name: `${name}-${production ? 'production' : 'development'}`,
    buildDependencies: {
      // A file's own require()s are followed, so every plugin of tooling/webpack is included.
      tooling: [path.join(__dirname, 'create-config.js'), __filename],
      manifests: [path.join(dir, 'package.json'), path.join(repoRoot, 'pnpm-lock.yaml')],
    },
  };
}

/** swc minifies the bundles several times faster than terser, for about 1% more gzip bytes. */
function swcMinimizer() {
  return new MinimizerPlugin({ minify: { implementation: MinimizerPlugin.swcMinify, options: { compress: { passes: 2 }, mangle: true } } });
}

module.exports = { persistentCache, swcMinimizer };
