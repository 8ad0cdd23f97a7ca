// Which workspace package may import which, from the table in eslint.config.js. A package is named
// by its own name ('shared-ui'), by an entry of it ('shared-api/contract') or, for a remote, by its
// federation container ('member_app/routes'); a relative path into another package is forbidden
// outright, as it would bypass the package's entries and this table.
const { moduleSpecifierVisitors } = require('./module-specifiers');
const { fromRoot, resolveRelative } = require('./repo-paths');

/** 'shared-api' for 'shared-api/contract', '@mui/material' for '@mui/material/Button'. */
const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** @type {import('eslint').Rule.RuleModule} */
module.exports = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps the imports between workspace packages to the allowed ones.' },
    schema: [
      {
        type: 'object',
        properties: {
          packages: {
            type: 'object',
            additionalProperties: {
              type: 'object',
              properties: {
                imports: { type: 'array', items: { type: 'string' } },
                why: { type: 'string' },
              },
              required: ['imports', 'why'],
              additionalProperties: false,
            },
          },
          containers: { type: 'object', additionalProperties: { type: 'string' } },
        },
        required: ['packages'],
        additionalProperties: false,
      },
    ],
    messages: {
      forbidden: "{{from}} may not import {{to}} ('{{specifier}}'): {{why}}.",
      relative:
        "'{{specifier}}' reaches into {{to}} by a relative path: import it by its package name.",
    },
  },
  create(context) {
    const { packages, containers = {} } = context.options[0];
    const from = fromRoot(context.filename).split('/')[0];
    const rules = Object.hasOwn(packages, from) ? packages[from] : null;
    if (!rules) return {};
    const workspaceOf = (name) =>
      Object.hasOwn(containers, name)
        ? containers[name]
        : Object.hasOwn(packages, name)
          ? name
          : null;

    return moduleSpecifierVisitors((node, specifier) => {
      const target = resolveRelative(context.filename, specifier);
      if (target !== null) {
        const to = target.split('/')[0];
        if (to !== from && Object.hasOwn(packages, to)) {
          context.report({ node, messageId: 'relative', data: { specifier, to } });
        }
        return;
      }
      const to = workspaceOf(packageName(specifier));
      if (to === null || to === from) return;
      const allowed = rules.imports.some(
        (entry) => entry === to || entry === specifier || specifier.startsWith(`${entry}/`),
      );
      if (!allowed) {
        context.report({
          node,
          messageId: 'forbidden',
          data: { from, specifier, to, why: rules.why },
        });
      }
    });
  },
};
