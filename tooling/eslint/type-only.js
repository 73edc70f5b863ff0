// Whether an import or re-export brings in types only (erased at build, so it adds no run-time edge).
const isTypeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));

module.exports = { isTypeOnly };
