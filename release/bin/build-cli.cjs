// Compiles the release CLI (src/cli/main.ts and what it imports, @survey/shared included) into one
// CommonJS file, dist/cli.js, so an operator's command starts in Node's time instead of
// TypeScript's. npm dependencies stay outside the bundle and load from node_modules as usual.
// `isStale()` is what bin/release.cjs asks before every command, so it only reads file dates.
const fs = require('node:fs');
const path = require('node:path');

const RELEASE_DIR = path.resolve(__dirname, '..');
const OUT = path.join(RELEASE_DIR, 'dist', 'cli.js');
/** Every file the bundle was made from (esbuild's metafile), read back by isStale(). */
const INPUTS = path.join(RELEASE_DIR, 'dist', 'cli.inputs.json');
/** Files that decide how imports resolve or how the bundle is made, beside its sources. */
const BUILD_FILES = [__filename, path.join(RELEASE_DIR, 'package.json'), path.resolve(RELEASE_DIR, '..', 'shared', 'package.json')];

function mtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return Infinity; // a missing input (deleted or renamed) makes the bundle stale
  }
}

/** True when dist/cli.js is missing or any file it was built from changed since. */
function isStale() {
  const builtAt = mtime(OUT);
  if (builtAt === Infinity) return true;
  let inputs;
  try {
    inputs = JSON.parse(fs.readFileSync(INPUTS, 'utf8'));
  } catch {
    return true;
  }
  return [...BUILD_FILES, ...inputs].some((file) => mtime(file) > builtAt);
}

/** The release package's own npm dependencies load from its node_modules; the rest is bundled. */
function externalDependencies() {
  const { dependencies = {} } = JSON.parse(fs.readFileSync(path.join(RELEASE_DIR, 'package.json'), 'utf8'));
  return Object.keys(dependencies).filter((name) => !name.startsWith('@survey/'));
}

function buildCli() {
  const started = new Date();
  const esbuild = require('esbuild');
  const result = esbuild.buildSync({
    entryPoints: [path.join(RELEASE_DIR, 'src', 'cli', 'main.ts')],
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    outfile: OUT,
    write: false,
    metafile: true,
    logLevel: 'warning',
    external: externalDependencies(),
  });
  const inputs = Object.keys(result.metafile.inputs).map((file) => path.resolve(process.cwd(), file));
  fs.mkdirSync(path.dirname(OUT), { recursive: true });
  // Written beside and renamed over, so two commands building at once never run half a file.
  const temp = `${OUT}.${process.pid}.tmp`;
  fs.writeFileSync(temp, result.outputFiles[0].contents);
  fs.writeFileSync(INPUTS, JSON.stringify(inputs, null, 2));
  // Dated to the build's start: a source saved while it built still counts as newer.
  fs.utimesSync(temp, started, started);
  fs.renameSync(temp, OUT);
  return OUT;
}

module.exports = { buildCli, isStale, CLI_BUNDLE: OUT };

if (require.main === module) {
  buildCli();
  console.log(`built ${path.relative(process.cwd(), OUT)}`);
}
