// @survey/shared reaches the browser as separately shared entry points (one Module Federation
// singleton each, tooling/webpack/shared-singletons.js). Code of one entry point imports another
// only through its package specifier: a relative import across them would bundle a second copy
// of the other entry's modules into this one. Type-only imports carry no code and may cross.
const path = require('node:path');
const { isTypeOnly } = require('./type-only');

const sharedSrc = path.resolve(__dirname, '../../shared/src');
/** The folders of each entry point: its specifier. */
const ENTRY_OF_FOLDER = {
  'platform-contract': '@survey/shared',
  platform: '@survey/shared',
  http: '@survey/shared',
  session: '@survey/shared',
  overlays: '@survey/shared',
  'area-runtime': '@survey/shared',
  ui: '@survey/shared/ui',
  format: '@survey/shared/format',
  labels: '@survey/shared/format',
  upload: '@survey/shared/upload',
  crypto: '@survey/shared/crypto',
  router: '@survey/shared/router',
  delivery: '@survey/shared/delivery',
};
/** The UI kit's entries besides its base (`ui`): subfolders of `ui`, each its own specifier. */
const UI_ENTRIES = ['form', 'modal', 'navigation', 'data', 'rich-text'];

/** The entry point a file of shared/src belongs to, or null (tests, testing, pre-render, other). */
function entryOf(file) {
  const relative = path.relative(sharedSrc, file);
  if (relative.startsWith('..') || path.isAbsolute(relative) || /\.test\.[jt]sx?$/.test(relative)) return null;
  const [folder, subfolder] = relative.split(path.sep);
  if (folder === 'ui' && UI_ENTRIES.includes(subfolder)) return `@survey/shared/ui/${subfolder}`;
  return ENTRY_OF_FOLDER[folder] ?? null;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: "Cross @survey/shared's entry points only through their package specifiers" },
    schema: [],
  },
  create(context) {
    const from = entryOf(context.filename);
    if (!from) return {};
    function check(node, sourceNode) {
      if (!sourceNode || typeof sourceNode.value !== 'string' || !sourceNode.value.startsWith('.') || isTypeOnly(node)) return;
      const to = entryOf(path.resolve(path.dirname(context.filename), sourceNode.value));
      if (to && to !== from) {
        context.report({
          node,
          message: `import '${to}' instead of '${sourceNode.value}': a relative import across entry points bundles a second copy`,
        });
      }
    }
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

module.exports = { rule, entryOf };
