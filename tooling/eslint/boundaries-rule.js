// Dependencies point one way (docs/architecture.md, "Packages and their directions"): an area
// imports only itself and @survey/shared; the shell never imports an area at build time; shared
// imports no app.
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '../..');
const FRONT_END_APPS = /^(shell|mf-[a-z0-9-]+)$/;

/** The workspace folder a file or an import lands in, or null for third-party code. */
function packageOf(file) {
  const relative = path.relative(repoRoot, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return relative.split(path.sep)[0];
}

function targetPackage(source, importerFile) {
  const scoped = /^@survey\/([^/]+)/.exec(source);
  if (scoped) return scoped[1];
  if (source.startsWith('.')) return packageOf(path.resolve(path.dirname(importerFile), source));
  return null;
}

/** Why `from` may not import `to`, or null when it may. */
function violation(from, to) {
  if (!from || !to || from === to || to === 'tooling') return null;
  const fromIsApp = FRONT_END_APPS.test(from);
  if (from === 'shared' && (FRONT_END_APPS.test(to) || ['api', 'release', 'e2e'].includes(to))) {
    return `@survey/shared must not import the app "${to}"`;
  }
  // The contract is imported type-only in the browser (a separate lint rule enforces it).
  if (from.startsWith('mf-') && !['shared', 'contract'].includes(to))
    return `area "${from}" may import only @survey/shared and the types of @survey/contract, not "${to}"`;
  if (from === 'shell' && to.startsWith('mf-'))
    return `the shell must not import area "${to}" at build time; areas are loaded at run time from the release manifest`;
  if (fromIsApp && ['api', 'release', 'e2e'].includes(to)) return `"${from}" runs in the browser and must not import "${to}"`;
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the one-way dependencies between workspace packages' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = packageOf(file);
    function check(node, sourceNode) {
      if (!sourceNode || typeof sourceNode.value !== 'string') return;
      const message = violation(from, targetPackage(sourceNode.value, file));
      if (message) context.report({ node, message });
    }
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      CallExpression: (node) => {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require') check(node, node.arguments[0]);
      },
    };
  },
};

module.exports = { rule, violation, packageOf };
