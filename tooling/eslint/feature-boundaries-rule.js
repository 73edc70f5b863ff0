// Inside a package, a feature (src/features/<name>/) imports only itself and the package's shared
// layer (src/components, src/hooks, src/lib). What two features use lives in that layer, and the
// layer depends on no feature, so a feature can be changed or removed without touching another.
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '../..');
const SHARED_LAYER = ['components', 'hooks', 'lib'];

/** Where a file sits inside its package: { pkg, feature } or { pkg, layer }, or null. */
function placeOf(file) {
  const relative = path.relative(repoRoot, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [pkg, src, folder, name] = relative.split(path.sep);
  if (src !== 'src') return null;
  if (folder === 'features' && name) return { pkg, feature: name };
  if (SHARED_LAYER.includes(folder)) return { pkg, layer: folder };
  return null;
}

/** Why `importerFile` may not import the relative `source`, or null when it may. */
function violation(importerFile, source) {
  if (!source.startsWith('.')) return null;
  const from = placeOf(importerFile);
  const to = placeOf(path.resolve(path.dirname(importerFile), source));
  if (!from || !to || !to.feature || from.pkg !== to.pkg) return null;
  if (from.feature && from.feature !== to.feature) {
    return `feature "${from.feature}" must not import feature "${to.feature}": move what both use to src/components, src/hooks or src/lib`;
  }
  if (from.layer) return `src/${from.layer} is shared by the features and must not import feature "${to.feature}"`;
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature imports no other feature; the shared components, hooks and lib import no feature' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    function check(node, sourceNode) {
      if (!sourceNode || typeof sourceNode.value !== 'string') return;
      const message = violation(file, sourceNode.value);
      if (message) context.report({ node, message });
    }
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      CallExpression: (node) => {
        const { callee } = node;
        const isRequire = callee.type === 'Identifier' && callee.name === 'require';
        // A test that mocks another feature's module depends on it as much as one that imports it.
        const isJestMock =
          callee.type === 'MemberExpression' && callee.object.name === 'jest' && ['mock', 'requireActual'].includes(callee.property.name);
        if (isRequire || isJestMock) check(node, node.arguments[0]);
      },
    };
  },
};

module.exports = { rule, violation };
