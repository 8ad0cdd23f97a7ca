// Which workspace may import which, and by which entry, from the table in
// scripts/architecture/boundaries.js. Default deny: a workspace missing from the table, or an entry
// missing from a row, is an error. A package is named by its name ('shared-ui'), an entry
// ('shared-api/contract') or, for a remote, its federation container ('member_app/routes'); a
// relative path into another workspace is forbidden outright, as it would bypass the entries.
const { moduleSpecifierVisitors } = require('./module-specifiers');
const { fromRoot, isRelative, matchesAny, resolveLocal } = require('./repo-paths');
const { workspaces: WORKSPACE_FOLDERS } = require('../../package.json');

/** 'shared-api' for 'shared-api/contract', '@mui/material' for '@mui/material/Button'. */
const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Whether `specifier` is one of `entries`: exactly, or under an entry ending in '/*'. */
const listed = (entries, specifier) =>
  entries.some((entry) =>
    entry.endsWith('/*')
      ? specifier === entry.slice(0, -2) || specifier.startsWith(entry.slice(0, -1))
      : specifier === entry,
  );

const row = {
  type: 'object',
  properties: {
    imports: { type: 'array', items: { type: 'string' } },
    testImports: { type: 'array', items: { type: 'string' } },
    why: { type: 'string' },
  },
  required: ['imports', 'testImports', 'why'],
  additionalProperties: false,
};

/** @type {import('eslint').Rule.RuleModule} */
module.exports = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps the imports between workspaces to the allowed entries.' },
    schema: [
      {
        type: 'object',
        properties: {
          workspaces: { type: 'object', additionalProperties: row },
          containers: { type: 'object', additionalProperties: { type: 'string' } },
          testFiles: { type: 'array', items: { type: 'string' } },
          relativeExceptions: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                from: { type: 'string' },
                to: { type: 'string' },
                why: { type: 'string' },
              },
              required: ['from', 'to', 'why'],
              additionalProperties: false,
            },
          },
        },
        required: ['workspaces', 'containers', 'testFiles', 'relativeExceptions'],
        additionalProperties: false,
      },
    ],
    messages: {
      forbidden: "{{from}} may not import '{{specifier}}' ({{to}}): {{why}}.",
      testOnly:
        "'{{specifier}}' is for tests only: {{from}} imports it from test files, never from the code it ships.",
      relative:
        "'{{specifier}}' reaches into {{to}} by a relative path: import one of its entries by name.",
      unknown:
        "The workspace '{{name}}' is not in the table (scripts/architecture/boundaries.js): add its row.",
    },
  },
  create(context) {
    const { workspaces, containers, testFiles, relativeExceptions } = context.options[0];
    const file = fromRoot(context.filename);
    const from = file.split('/')[0];
    const workspaceOf = (name) =>
      Object.hasOwn(containers, name)
        ? containers[name]
        : WORKSPACE_FOLDERS.includes(name)
          ? name
          : null;
    // Files outside the workspaces (the repository's scripts and configs) have no row.
    if (!WORKSPACE_FOLDERS.includes(from)) return {};
    if (!Object.hasOwn(workspaces, from)) {
      return {
        Program: (node) => context.report({ node, messageId: 'unknown', data: { name: from } }),
      };
    }
    const rules = workspaces[from];
    const isTest = matchesAny(testFiles, file);

    return moduleSpecifierVisitors((node, specifier) => {
      if (isRelative(specifier)) {
        const target = resolveLocal(context.filename, specifier);
        const to = target.split('/')[0];
        const tolerated = relativeExceptions.some(
          (exception) => exception.from === file && target.startsWith(exception.to),
        );
        if (to !== from && WORKSPACE_FOLDERS.includes(to) && !tolerated) {
          context.report({ node, messageId: 'relative', data: { specifier, to } });
        }
        return;
      }
      const to = workspaceOf(packageName(specifier));
      if (to === null || to === from) return;
      if (listed(rules.imports, specifier)) return;
      if (listed(rules.testImports, specifier)) {
        if (!isTest) context.report({ node, messageId: 'testOnly', data: { from, specifier } });
        return;
      }
      context.report({
        node,
        messageId: 'forbidden',
        data: { from, specifier, to, why: rules.why },
      });
    });
  },
};
