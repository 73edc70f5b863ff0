// `pnpm bench`'s baseline: a bare Module Federation host and one remote sharing the
// site's libraries (React 19, react-dom, react-router-dom, styled-components, single-spa-react,
// the MF runtime) as singletons, built for production. Libraries resolve from the shell's and
// @survey/shared's dependencies, so the versions are the site's own.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const repoRoot = path.resolve(__dirname, '../../..');
const out = path.join(repoRoot, 'e2e', 'artifacts', 'baseline');
const modules = [path.join(repoRoot, 'shell', 'node_modules'), path.join(repoRoot, 'shared', 'node_modules'), 'node_modules'];
const SHARED = ['react', 'react-dom', 'react-dom/client', 'react-router-dom', 'styled-components', 'single-spa-react'];
const shared = Object.fromEntries(SHARED.map((name) => [name, { singleton: true }]));

const common = (name) => ({
  mode: 'production',
  context: __dirname,
  resolve: { modules },
  performance: { hints: false },
  stats: 'errors-warnings',
  output: { path: path.join(out, name), publicPath: name === 'host' ? '/' : '/remote/', chunkFilename: '[name].[contenthash:8].js', clean: true, uniqueName: `baseline_${name}` },
});

module.exports = [
  {
    ...common('host'),
    entry: { main: './host.js' },
    plugins: [
      new ModuleFederationPlugin({ name: 'baseline_host', remotes: {}, shared, dts: false, shareStrategy: 'loaded-first' }),
      new HtmlWebpackPlugin({ templateContent: '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>baseline</title></head><body><div id="root"></div></body></html>', scriptLoading: 'defer' }),
    ],
  },
  {
    ...common('remote'),
    entry: {},
    plugins: [new ModuleFederationPlugin({ name: 'baseline_remote', filename: 'remoteEntry.js', exposes: { './app': './remote-app.js' }, shared, dts: false, shareStrategy: 'loaded-first' })],
  },
];
