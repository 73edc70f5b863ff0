// Reads an area's route table (src/routes.ts) as data, without a bundler: the file holds
// only data and type imports, so swc strips the types and Node evaluates the rest. The table
// is checked by the shared package's own checkRouteTable (shared/src/platform-contract), evaluated the
// same way, so the build, publish and the browser apply one check.
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const { transformSync } = require('@swc/core');

const CONTRACT_ENTRY = path.resolve(__dirname, '../../shared/src/platform-contract/index.ts');

/** Evaluates one TypeScript file; `requireFrom(request)` answers its run-time imports. */
function evaluateTs(file, requireFrom) {
  const { code } = transformSync(fs.readFileSync(file, 'utf8'), {
    filename: file,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2020' },
    module: { type: 'commonjs' },
  });
  const module = { exports: {} };
  vm.runInNewContext(code, { module, exports: module.exports, require: requireFrom }, { filename: file });
  return module.exports;
}

/** The platform-contract entry of @survey/shared (the bottom layer: it imports only its own folder at run time). */
function loadContract(file = CONTRACT_ENTRY, loaded = new Map()) {
  if (!loaded.has(file)) {
    const dir = path.dirname(file);
    const requireSibling = (request) => {
      if (!request.startsWith('./')) throw new Error(`${file} may import only its own folder at run time, but it imports "${request}"`);
      return loadContract(path.join(dir, `${request.slice(2)}.ts`), loaded);
    };
    loaded.set(file, evaluateTs(file, requireSibling));
  }
  return loaded.get(file);
}

/** @returns {import('../../shared/src/platform-contract').RouteDef[]} */
function loadRoutes(dir) {
  const file = path.join(dir, 'src', 'routes.ts');
  const requireTypesOnly = (request) => {
    throw new Error(`${file} may import types only, but it imports "${request}" at run time`);
  };
  const { routes } = evaluateTs(file, requireTypesOnly);
  const problems = loadContract().checkRouteTable(routes);
  if (problems.length) throw new Error(`${file}: invalid route table:\n  ${problems.join('\n  ')}`);
  return routes;
}

module.exports = { loadRoutes, loadContract };
