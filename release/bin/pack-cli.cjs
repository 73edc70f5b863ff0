// `pnpm release pack-cli`: the release CLI as one file, dist/survey-release.cjs, with every npm
// dependency inside, so a team's CI job runs it with bare Node 20 and no node_modules beside it:
//   node survey-release.cjs publish mf-tasks --from ./dist --git-sha "$SHA" --promote
// (SURVEY_REGISTRY and SURVEY_RELEASE_TOKEN name the registry service and the team's token).
// It carries the smoke test's child program (bin/build-smoke-child.cjs: jsdom and the federation
// runtime) as text, written to a temporary file while a publish mounts the build's routes.
const path = require('node:path');
const { buildSmokeChild } = require('./build-smoke-child.cjs');

const RELEASE_DIR = path.resolve(__dirname, '..');
const PACKED_CLI = path.join(RELEASE_DIR, 'dist', 'survey-release.cjs');

function packCli() {
  require('esbuild').buildSync({
    entryPoints: [path.join(RELEASE_DIR, 'src', 'cli', 'main.ts')],
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    outfile: PACKED_CLI,
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
    define: { __SURVEY_SMOKE_CHILD__: JSON.stringify(buildSmokeChild({ write: false })) },
  });
  return PACKED_CLI;
}

module.exports = { packCli, PACKED_CLI };

if (require.main === module) console.log(`packed ${path.relative(process.cwd(), packCli())}`);
