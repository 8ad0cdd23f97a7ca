// The server's layers, from the table in scripts/architecture/boundaries.js: each layer's files
// never import the folders and modules its row names (a route never reads the tables, the rules
// never import the HTTP edge, the database layer knows no rule).
const { moduleSpecifierVisitors } = require('./module-specifiers');
const { fromRoot, resolveLocal } = require('./repo-paths');

/** @type {import('eslint').Rule.RuleModule} */
module.exports = {
  meta: {
    type: 'problem',
    docs: { description: "Keeps the server's layers to their allowed imports." },
    schema: [
      {
        type: 'object',
        properties: {
          layers: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                layer: { type: 'string' },
                files: { type: 'string' },
                never: { type: 'array', items: { type: 'string' } },
                why: { type: 'string' },
              },
              required: ['layer', 'files', 'never', 'why'],
              additionalProperties: false,
            },
          },
        },
        required: ['layers'],
        additionalProperties: false,
      },
    ],
    messages: {
      forbidden: "A module of the server's {{layer}} layer imports '{{specifier}}': {{why}}.",
    },
  },
  create(context) {
    const file = fromRoot(context.filename);
    const layers = context.options[0].layers.filter(({ files }) => new RegExp(files).test(file));
    if (layers.length === 0) return {};
    return moduleSpecifierVisitors((node, specifier) => {
      const target = resolveLocal(context.filename, specifier);
      if (target === null) return;
      const module = target.replace(/\.[cm]?[jt]sx?$/, '');
      const broken = layers.find(({ never }) =>
        never.some((entry) => {
          const folder = entry.replace(/\/$/, '');
          return module === folder || module.startsWith(`${folder}/`);
        }),
      );
      if (broken) {
        context.report({
          node,
          messageId: 'forbidden',
          data: { layer: broken.layer, specifier, why: broken.why },
        });
      }
    });
  },
};
