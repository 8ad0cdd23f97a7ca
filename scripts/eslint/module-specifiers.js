// The module specifiers a file loads, however it loads them: import and export-from declarations,
// import() and require() with a literal, so that a boundary cannot be crossed by another syntax.

/** The literal text of `node` when it is a string, else null. */
const literal = (node) =>
  node?.type === 'Literal' && typeof node.value === 'string' ? node.value : null;

/**
 * ESLint visitors that call `check(node, specifier)` for every module the file loads.
 * @param {(node: object, specifier: string) => void} check
 */
const moduleSpecifierVisitors = (check) => {
  const visit = (node, source) => {
    const specifier = literal(source);
    if (specifier !== null) check(node, specifier);
  };
  return {
    ImportDeclaration: (node) => visit(node, node.source),
    ExportAllDeclaration: (node) => visit(node, node.source),
    ExportNamedDeclaration: (node) => visit(node, node.source),
    ImportExpression: (node) => visit(node, node.source),
    CallExpression: (node) => {
      if (node.callee.type === 'Identifier' && node.callee.name === 'require') {
        visit(node, node.arguments[0]);
      }
    },
  };
};

module.exports = { moduleSpecifierVisitors };
