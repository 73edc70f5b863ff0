// Builds the smoke test's child program (smoke/smoke-child.js) into one file,
// dist/smoke-child.cjs: jsdom and the federation runtime inside, nothing to load from
// node_modules, so the sandbox may read only that file and the build it mounts. The packed CLI
// carries the same file as text (bin/pack-cli.cjs); the compiled CLI and the tests use it from
// dist, rebuilt here when a file it was made from changed.
const fs = require('node:fs');
const path = require('node:path');

const RELEASE_DIR = path.resolve(__dirname, '..');
const OUT = path.join(RELEASE_DIR, 'dist', 'smoke-child.cjs');
const SOURCES = [
  __filename,
  path.join(RELEASE_DIR, 'package.json'),
  path.join(RELEASE_DIR, 'smoke', 'smoke-child.js'),
  path.join(RELEASE_DIR, 'smoke', 'window-runtime.js'),
];

function isStale() {
  let builtAt;
  try {
    builtAt = fs.statSync(OUT).mtimeMs;
  } catch {
    return true;
  }
  return SOURCES.some((file) => fs.statSync(file).mtimeMs > builtAt);
}

/** One minified file, in memory, from `entry` (a file of smoke/). */
function bundle(entry, options) {
  const result = require('esbuild').buildSync({
    entryPoints: [path.join(RELEASE_DIR, 'smoke', entry)],
    bundle: true,
    minify: true,
    write: false,
    legalComments: 'none',
    logLevel: 'error',
    ...options,
  });
  return result.outputFiles[0].text;
}

/** The program as text (what the packed CLI embeds); `write` also saves it as dist/smoke-child.cjs. */
function buildSmokeChild({ write = true } = {}) {
  // What the shell's main.js gives the page, for the browser, as text run inside each page. The
  // shell's build says the same (`experiments.optimization`: target 'web', no snapshots).
  const windowRuntime = bundle('window-runtime.js', {
    platform: 'browser',
    format: 'iife',
    target: 'es2020',
    define: { ENV_TARGET: '"web"', FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: 'true' },
  });
  const child = bundle('smoke-child.js', {
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    // jsdom's optional canvas support: absent, as jsdom expects it may be.
    external: ['canvas'],
    // jsdom looks up the worker of synchronous XHR beside its own file (`require.resolve ? … : null`),
    // which the one file has not; the sandbox starts no worker anyway.
    define: { __WINDOW_RUNTIME_SOURCE__: JSON.stringify(windowRuntime), 'require.resolve': 'undefined' },
  });
  if (write) {
    fs.mkdirSync(path.dirname(OUT), { recursive: true });
    const temp = `${OUT}.${process.pid}.tmp`;
    fs.writeFileSync(temp, child);
    fs.renameSync(temp, OUT);
  }
  return child;
}

/** dist/smoke-child.cjs, built first when missing or older than its sources. */
function smokeChildFile() {
  if (isStale()) buildSmokeChild();
  return OUT;
}

module.exports = { buildSmokeChild, smokeChildFile, SMOKE_CHILD: OUT };

if (require.main === module) {
  buildSmokeChild();
  console.log(`built ${path.relative(process.cwd(), OUT)}`);
}
