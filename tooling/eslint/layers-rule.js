// Layers inside a package point one way (docs/architecture.md): a file imports its own layer and the
// layers below it, never one above. The layers are listed per package in config.js, lowest first;
// each names the top-level folders (or files) under the package's source root it holds.
// A type-only import is free: it leaves nothing behind at run time (the API's Ctx names the types
// of the db, the providers and the field decrypter), unless the package counts them too
// (`countTypeImports`: release/src, where no layer names a type of one above). Tests sit above every layer.
const path = require('node:path');
const { isTypeOnly } = require('./type-only');

const repoRoot = path.resolve(__dirname, '../..');
const TEST_FILE = /(\.test\.[cm]?[jt]sx?$)|(\/__tests__\/)/;

/** The first path segment under `root` without its extension, or null outside `root`. */
function unitOf(absolute, root) {
  const relative = path.relative(root, absolute);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return relative.split(path.sep)[0].replace(/\.[cm]?[jt]sx?$/, '');
}

/** The index of the layer holding `unit`; a layer listing '*' holds every unit no other layer names. */
function layerIndex(layers, unit) {
  const named = layers.findIndex((layer) => layer.units.includes(unit));
  return named >= 0 ? named : layers.findIndex((layer) => layer.units.includes('*'));
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the one-way layers inside a package' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          countTypeImports: { type: 'boolean' },
          layers: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                name: { type: 'string' },
                units: { type: 'array', items: { type: 'string' } },
                forbiddenImports: { type: 'array', items: { type: 'string' } },
                /** Why, in the message of a forbidden import. */
                forbiddenWhy: { type: 'string' },
                noQueries: { type: 'boolean' },
              },
              required: ['name', 'units'],
              additionalProperties: false,
            },
          },
        },
        required: ['root', 'layers'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { root: rootOption, layers, countTypeImports = false } = context.options[0];
    const root = path.resolve(repoRoot, rootOption);
    const file = context.filename;
    const unit = unitOf(file, root);
    if (unit === null || TEST_FILE.test(file)) return {};
    const from = layerIndex(layers, unit);
    if (from < 0) return {};
    const layer = layers[from];

    function check(node, sourceNode) {
      if (!sourceNode || typeof sourceNode.value !== 'string') return;
      const source = sourceNode.value;
      const banned = (layer.forbiddenImports ?? []).find((name) => source === name || source.startsWith(`${name}/`));
      if (banned) {
        context.report({
          node,
          message: `${layer.name} must not import '${banned}'${layer.forbiddenWhy ? `: ${layer.forbiddenWhy}` : ''}`,
        });
        return;
      }
      if (!source.startsWith('.') || (!countTypeImports && isTypeOnly(node))) return;
      const target = unitOf(path.resolve(path.dirname(file), source), root);
      if (target === null) return;
      const to = layerIndex(layers, target);
      if (to > from) {
        context.report({
          node,
          message: `${layer.name} ("${unit}") must not import "${target}" of the higher layer ${layers[to].name}`,
        });
      }
    }

    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      // `db.sql.selectFrom(...)`, `q.sql.updateTable(...)`: the query builder reached through the context.
      MemberExpression: (node) => {
        if (layer.noQueries && !node.computed && node.property.type === 'Identifier' && node.property.name === 'sql') {
          context.report({ node, message: `${layer.name} call domain functions; this query goes into a domain module` });
        }
      },
    };
  },
};

module.exports = { rule };
