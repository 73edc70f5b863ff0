// Modules the browser must hold exactly one copy of (docs/runtime.md, "Run-time composition").
// react-router and react-router-dom reach the browser once, inside @survey/shared/router.
// react-dom/client and react/jsx-runtime are listed on their own: sharing react-dom alone
// does not cover them and would load react-dom twice.
const fs = require('node:fs');

const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'styled-components',
  // @survey/shared's entry points, each its own singleton so a page loads only those it uses
  // (shared modules are never tree-shaken): the core (platform, HTTP, session, area runtime),
  // the UI kit (a base for every page, then form fields, the modal, in-page navigation, tables
  // and lists, rich text), labels and formatting (dayjs), upload, encryption (jsencrypt), the
  // payout and delivery forms (the redeem flow's and the member centre's).
  '@survey/shared',
  '@survey/shared/ui',
  '@survey/shared/ui/form',
  '@survey/shared/ui/modal',
  '@survey/shared/ui/navigation',
  '@survey/shared/ui/data',
  '@survey/shared/ui/rich-text',
  '@survey/shared/format',
  '@survey/shared/upload',
  '@survey/shared/crypto',
  '@survey/shared/delivery',
  // Routing is shared through this facade, not as react-router itself (see its header).
  '@survey/shared/router',
];

/** The Module Federation name of a package folder: `mf-tasks` → `mf_tasks`. */
function federationName(folder) {
  return folder.replace(/[^a-zA-Z0-9_]/g, '_');
}

function versionOf(dir, request) {
  const pkgName = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
  const pkgJson = require.resolve(`${pkgName}/package.json`, { paths: [dir] });
  return JSON.parse(fs.readFileSync(pkgJson, 'utf8')).version;
}

/**
 * Shared config for one package, with versions read from what that package resolves.
 * `provideAll` (the shell): provide every entry of @survey/shared, imported by the package or
 * not (an absolute `import` is provided unconditionally). The shell registers its share scope
 * first, so areas then take each entry from the shell's files: a chunk an area version failed to
 * load would stay in the share scope as a rejected load, and its fallback version could not
 * render either.
 */
function sharedSingletons(dir, { provideAll = false } = {}) {
  /** @type {Record<string, object>} */
  const shared = {};
  for (const request of SINGLETONS) {
    let version;
    try {
      version = versionOf(dir, request);
    } catch {
      continue; // the package does not depend on it
    }
    const major = version.split('.')[0];
    shared[request] = { singleton: true, requiredVersion: `^${major === '0' ? version : `${major}.0.0`}`, version };
    if (provideAll && request.startsWith('@survey/shared')) shared[request].import = require.resolve(request, { paths: [dir] });
  }
  return shared;
}

/**
 * The federation plugin's `shared` option: the same modules, their ranges left out. The release
 * tool checks an area's ranges against the live shell when it publishes or promotes it
 * (release/src/registry/compatibility.ts); the browser's federation runtime would check them again on every
 * page load, with a semver parser that cost about 25 ms of start-up here (100 ms on a phone's CPU).
 */
function federationShared(dir, options) {
  return Object.fromEntries(
    Object.entries(sharedSingletons(dir, options)).map(([name, config]) => [name, { ...config, requiredVersion: false }]),
  );
}

module.exports = { sharedSingletons, federationShared, federationName };
