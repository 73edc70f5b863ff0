// The one swc transform of every build, browser and pre-render alike. The styled-components
// plugin gives each styled component an id derived from its file, so a class name rendered on
// the server equals the browser's whatever order the areas' modules load in (the library's own
// ids count components in creation order, which differs per page and per build).
const path = require('node:path');

const STYLED_COMPONENTS_PLUGIN = require.resolve('@swc/plugin-styled-components');
// swc caches compiled wasm plugins; by default in a .swc folder of whatever directory builds.
const CACHE_ROOT = path.resolve(__dirname, '../../node_modules/.cache/swc');

/** @param {{ production: boolean, refresh?: boolean }} options `refresh`: React Fast Refresh (dev server) */
function swcOptions({ production, refresh = false }) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development: !production, refresh } },
      target: 'es2020',
      experimental: { cacheRoot: CACHE_ROOT, plugins: [[STYLED_COMPONENTS_PLUGIN, { ssr: true, displayName: !production, pure: true }]] },
    },
  };
}

module.exports = { swcOptions };
