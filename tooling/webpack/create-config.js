// The one webpack + Module Federation configuration. The shell and every area call
// createConfig() from a two-line webpack.config.js, so a new area is a small folder.
const fs = require('node:fs');
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ChunkIntegrityPlugin } = require('./chunk-integrity-plugin');
const { EmitBuildInfoPlugin } = require('./emit-build-info-plugin');
const { EmitPreloadPlugin } = require('./emit-preload-plugin');
const { EmitStaticFilesPlugin } = require('./emit-static-files-plugin');
const { federationShared, federationName } = require('./shared-singletons');
const { swcOptions } = require('./swc-options');
const { persistentCache, swcMinimizer } = require('./build-speed');
const { createPrerenderConfig, PRERENDER_DIR } = require('./create-prerender-config');
const { devServerOptions, devPlugins, devPublicPath } = require('./dev-options');

const repoRoot = path.resolve(__dirname, '../..');
/** The shell's runtime plugin that hands the federation runtime to every remote entry (ESM build). */
const INJECT_RUNTIME_CORE = require
  .resolve('@module-federation/inject-external-runtime-core-plugin', { paths: [require.resolve('@module-federation/enhanced/webpack')] })
  .replace(/index\.cjs$/, 'index.js');
/**
 * The page, given to HtmlWebpackPlugin as content: a template file would be compiled by a child
 * compiler, which inherits the federation plugin's hooks and would build the shell's provided
 * shared entries once more, as Node chunks, into dist.
 */
const INDEX_HTML = fs.readFileSync(path.join(__dirname, 'index.html'), 'utf8');
/** The site's icons, in the shell's src/static (an area's standalone page has none). */
const ICON_LINKS = [
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
  '<link rel="icon" href="/favicon.ico" sizes="48x48" />',
  '<link rel="apple-touch-icon" href="/apple-touch-icon.png" />',
].join('\n    ');
/** Chunk load timeout of spec section 9. */
const CHUNK_LOAD_TIMEOUT_MS = 120000;

/**
 * @param {{ dir: string, kind: 'shell' | 'area', port: number }} options
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration | import('webpack').Configuration[]}
 */
function createConfig({ dir, kind, port }) {
  const area = path.basename(dir);
  const staticDir = path.join(dir, 'src', 'static');
  const hasStatic = fs.existsSync(staticDir);
  const browserConfig = (_env, argv) => {
    const production = argv.mode !== 'development';
    const isArea = kind === 'area';
    // A dev server (`pnpm dev`): hot updates with React Fast Refresh, see dev-options.js.
    const serving = !production && Boolean(process.env.WEBPACK_SERVE);
    return {
      context: dir,
      mode: production ? 'production' : 'development',
      // No eval: the site's CSP forbids it, and a dev server's area runs inside the site (dev links).
      devtool: production ? false : 'cheap-module-source-map',
      cache: persistentCache({ dir, name: 'browser', production }),
      entry: { main: './src/index.ts' },
      output: {
        path: path.join(dir, 'dist'),
        // The shell is served at the site root (history fallback needs absolute URLs);
        // an area's chunks are found relative to its remoteEntry.js, or at its dev server's origin.
        publicPath: isArea ? (serving ? devPublicPath(port) : 'auto') : '/',
        uniqueName: federationName(area),
        // Entry names stay stable (a federated build's entries cannot take [contenthash]):
        // versioned release folders make area entries immutable, and the shell's index.html
        // asks for main.js?<build hash>. Chunks carry content hashes.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
        clean: { keep: (file) => file.startsWith(`${PRERENDER_DIR}/`) },
        crossOriginLoading: 'anonymous',
      },
      resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/, // workspace packages resolve to their real folders
            use: {
              loader: require.resolve('swc-loader'),
              options: swcOptions({ production, refresh: serving }),
            },
          },
          { test: /\.(png|jpe?g|gif|svg|webp)$/i, type: 'asset', parser: { dataUrlCondition: { maxSize: 4096 } } },
        ],
      },
      optimization: { moduleIds: 'deterministic', minimizer: [swcMinimizer()] },
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'minimal',
      plugins: [
        new ModuleFederationPlugin({
          name: federationName(area),
          ...(isArea ? { filename: 'remoteEntry.js', exposes: { './app': './src/app/lifecycles.tsx' } } : {}),
          remotes: {},
          // An area's dev server shares nothing: inside the live site it brings its own development
          // React (the shell's production React cannot hot-refresh), see dev-options.js.
          shared: isArea && serving ? {} : federationShared(dir, { provideAll: !isArea }),
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: isArea ? { fileName: 'mf-manifest.json' } : false,
          // Trim the federation runtime bundled into main.js and every remoteEntry.js: entries
          // are loaded as scripts (no manifest snapshots), only in browsers, and an area never
          // loads another remote.
          experiments: {
            optimization: { disableSnapshot: true, target: 'web', ...(isArea ? { disableRemote: true } : {}) },
            // One federation runtime per page: the shell's main.js provides it and a published
            // remoteEntry.js uses it (about 10 KB gzip less per area). A standalone dev build
            // has no shell, so it keeps its own (an area's production main.js, never published,
            // only runs under the shell).
            ...(isArea && production ? { externalRuntime: true } : {}),
          },
          // What `provideExternalRuntime` would add, but the plugin's ES module build: its CommonJS
          // build pulls in a second copy of the runtime core (about 22 KB gzip in main.js).
          ...(isArea ? {} : { runtimePlugins: [INJECT_RUNTIME_CORE] }),
        }),
        // Every chunk a runtime loads is checked against its sha384, so a changed chunk is
        // refused like a changed entry (production builds only: dev-server chunks change live).
        new ChunkIntegrityPlugin(),
        new EmitBuildInfoPlugin({ dir, kind }),
        new EmitPreloadPlugin({ dir, kind }),
        ...(hasStatic ? [new EmitStaticFilesPlugin({ dir: staticDir })] : []),
        new HtmlWebpackPlugin({
          title: isArea ? `${area} (standalone)` : '问卷社区',
          templateContent: ({ htmlWebpackPlugin }) =>
            INDEX_HTML.replace('<%= htmlWebpackPlugin.options.title %>', htmlWebpackPlugin.options.title).replace(
              '<!-- icons -->',
              isArea ? '' : ICON_LINKS,
            ),
          chunks: ['main'],
          scriptLoading: 'defer',
          hash: !isArea,
        }),
        ...(serving ? devPlugins() : []),
      ],
      devServer: devServerOptions({ port, isArea, registryDir: path.join(repoRoot, '.data', 'registry') }),
    };
  };
  // Production builds of packages with a pre-render entry also make dist/prerender (Node).
  return (env, argv) => {
    const prerender = argv.mode !== 'development' && createPrerenderConfig({ dir, kind });
    return prerender ? [browserConfig(env, argv), prerender] : browserConfig(env, argv);
  };
}

module.exports = { createConfig, CHUNK_LOAD_TIMEOUT_MS };
