// The one swc transform of every build, browser and pre-render alike. The styled-components
// plugin gives each styled component an id derived from its file, so a class name rendered on
// the server equals the browser's whatever order the areas' modules load in (the library's own
// ids count components in creation order, which differs per page and per build).
const STYLED_COMPONENTS_PLUGIN = require.resolve('@swc/plugin-styled-components');

/** @param {{ production: boolean }} options */
function swcOptions({ production }) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development: !production } },
      target: 'es2020',
      experimental: { plugins: [[STYLED_COMPONENTS_PLUGIN, { ssr: true, displayName: !production, pure: true }]] },
    },
  };
}

module.exports = { swcOptions };
