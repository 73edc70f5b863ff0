// The pre-render build: the same sources and swc transform as the browser build, bundled for
// Node into dist/prerender/index.js — one file, no federation, its own React. The site server
// loads it from the published version folder to render the area's `prerender` routes (or, for
// the shell, the page around them). Packages without a pre-render entry build nothing here.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { persistentCache } = require('./build-speed');
const { swcOptions } = require('./swc-options');

const ENTRIES = { area: 'src/app/prerender.tsx', shell: 'src/boot/prerender.tsx' };
/** Folder of dist/ the browser build leaves alone (its `clean` keeps it). */
const PRERENDER_DIR = 'prerender';

/** @param {{ dir: string, kind: 'shell' | 'area' }} options @returns {import('webpack').Configuration | null} */
function createPrerenderConfig({ dir, kind }) {
  const entry = ENTRIES[kind];
  if (!fs.existsSync(path.join(dir, entry))) return null;
  return {
    name: 'prerender',
    context: dir,
    mode: 'production',
    target: 'node20',
    devtool: false,
    cache: persistentCache({ dir, name: 'prerender', production: true }),
    entry: { index: `./${entry}` },
    output: { path: path.join(dir, 'dist', PRERENDER_DIR), filename: '[name].js', library: { type: 'commonjs2' }, clean: true },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] },
    // No asset rule: an image imported by a pre-rendered screen would need the browser build's
    // public URL here, so the build stops at it instead of rendering a different src.
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: { loader: require.resolve('swc-loader'), options: swcOptions({ production: true }) },
        },
      ],
    },
    // Readable stack traces in the server log; Node does not pay for bytes.
    optimization: { minimize: false, moduleIds: 'deterministic' },
    performance: { hints: false },
    stats: 'errors-warnings',
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
  };
}

module.exports = { createPrerenderConfig, PRERENDER_DIR };
