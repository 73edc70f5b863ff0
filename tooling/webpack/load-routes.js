// Reads an area's route table (src/routes.ts) as data, without a bundler: the file holds
// only data and type imports, so swc strips the types and Node evaluates the rest.
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const { transformSync } = require('@swc/core');

const ROUTE_KEYS = new Set(['path', 'name', 'title', 'public', 'h5', 'prerender']);

/** @returns {{ path: string, name: string, title: string, public?: boolean, h5?: boolean, prerender?: boolean }[]} */
function loadRoutes(dir) {
  const file = path.join(dir, 'src', 'routes.ts');
  const { code } = transformSync(fs.readFileSync(file, 'utf8'), {
    filename: file,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2020' },
    module: { type: 'commonjs' },
  });
  const module = { exports: {} };
  const requireTypesOnly = (request) => {
    throw new Error(`${file} may import types only, but it imports "${request}" at run time`);
  };
  vm.runInNewContext(code, { module, exports: module.exports, require: requireTypesOnly }, { filename: file });
  const routes = module.exports.routes;
  validateRoutes(routes, file);
  return routes;
}

function validateRoutes(routes, where) {
  if (!Array.isArray(routes) || routes.length === 0) throw new Error(`${where} must export a non-empty "routes" array`);
  const names = new Set();
  const paths = new Set();
  for (const route of routes) {
    for (const key of Object.keys(route)) {
      if (!ROUTE_KEYS.has(key)) throw new Error(`${where}: route ${route.name} has unknown key "${key}"`);
    }
    if (typeof route.path !== 'string' || !route.path.startsWith('/'))
      throw new Error(`${where}: route path must start with "/": ${route.path}`);
    if (typeof route.name !== 'string' || !route.name) throw new Error(`${where}: route ${route.path} needs a name`);
    if (typeof route.title !== 'string') throw new Error(`${where}: route ${route.name} needs a title`);
    if (names.has(route.name)) throw new Error(`${where}: duplicate route name ${route.name}`);
    if (paths.has(route.path)) throw new Error(`${where}: duplicate route path ${route.path}`);
    names.add(route.name);
    paths.add(route.path);
  }
}

module.exports = { loadRoutes, validateRoutes };
