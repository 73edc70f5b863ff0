// An area's calls are found by name: each `bindCall` from @survey/shared sits alone in a file of
// src/features/<feature>/api/ (or src/lib/api/ when several features use it) named after the
// call, and such an api/ file holds a call. Hooks composing calls live in hooks/, which defines none.
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '../..');
const SHARED = '@survey/shared';

/** `getTopicsUnReply` → `get-topics-un-reply` (acronyms stay one word: `getSMSCode` → `get-sms-code`). */
function kebabCase(name) {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

/** Where a file sits in its package: { inApi, base } for files under <package>/src/, else null. */
function placeOf(file) {
  const relative = path.relative(repoRoot, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const parts = relative.split(path.sep);
  if (parts[1] !== 'src') return null;
  const folders = parts.slice(2, -1).join('/');
  const inApi = /^features\/[^/]+\/api$/.test(folders) || folders === 'lib/api';
  // Middle extensions (.test) are not part of the name, as for the kebab-case file rule.
  return { inApi, base: parts[parts.length - 1].split('.')[0] };
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: "An area's calls sit one per file, in an api/ folder, in a file named after the call" },
    schema: [],
  },
  create(context) {
    const place = placeOf(context.filename);
    if (!place || /\.test\.[jt]sx?$/.test(context.filename)) return {};
    const names = new Set(); // local names of bindCall
    const namespaces = new Set(); // import * as shared from '@survey/shared'
    let calls = 0;

    function isDefineCall(callee) {
      if (callee.type === 'Identifier') return names.has(callee.name);
      return (
        callee.type === 'MemberExpression' &&
        callee.object.type === 'Identifier' &&
        namespaces.has(callee.object.name) &&
        !callee.computed &&
        callee.property.name === 'bindCall'
      );
    }

    /** The exported const a call is assigned to (`export const getX = bindCall(…)`), or null. */
    function exportedName(node) {
      const declarator = node.parent;
      if (declarator.type !== 'VariableDeclarator' || declarator.init !== node || declarator.id.type !== 'Identifier') return null;
      const exported = declarator.parent.parent && declarator.parent.parent.type === 'ExportNamedDeclaration';
      return exported ? declarator.id.name : null;
    }

    return {
      ImportDeclaration(node) {
        if (node.source.value !== SHARED) return;
        for (const spec of node.specifiers) {
          if (spec.type === 'ImportNamespaceSpecifier') namespaces.add(spec.local.name);
          else if (spec.type === 'ImportSpecifier' && spec.imported.name === 'bindCall') names.add(spec.local.name);
        }
      },
      CallExpression(node) {
        if (!isDefineCall(node.callee)) return;
        calls += 1;
        if (!place.inApi) {
          context.report({
            node,
            message: 'bindCall belongs in src/features/<feature>/api/ or src/lib/api/ (hooks/ and components define no call)',
          });
          return;
        }
        if (calls > 1) {
          context.report({ node, message: 'One call per file: move this call to a file of its own, named after it' });
          return;
        }
        const name = exportedName(node);
        if (!name) {
          context.report({
            node,
            message: 'Export the call as a const named after its file: export const getX = bindCall<…>(…) in get-x.ts',
          });
        } else if (kebabCase(name) !== place.base) {
          context.report({ node, message: `The file of call "${name}" is named ${kebabCase(name)}.ts` });
        }
      },
      'Program:exit'(node) {
        if (place.inApi && calls === 0) {
          context.report({
            node,
            loc: { line: 1, column: 0 },
            message: 'An api/ file holds a call (bindCall): a hook that only composes calls goes to hooks/',
          });
        }
      },
    };
  },
};

module.exports = { rule, kebabCase };
