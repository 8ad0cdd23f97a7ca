// The server is split by context (server/src/contexts/<name>/): a context reaches another only
// through its public entry (its index.ts) and only along the dependencies the table allows, which
// must never form a cycle. Shared leaf modules (server/src/shared/) import no context, and the
// app's own files (app.ts, plugins, seed) use a context's entry too. The table is in
// scripts/architecture/boundaries.js; the layers within a context are server-layers.js's.
const { moduleSpecifierVisitors } = require('./module-specifiers');
const { fromRoot, resolveLocal } = require('./repo-paths');

const SRC = 'server/src/';
const CONTEXT = /^server\/src\/contexts\/([^/]+)(\/.*)?$/;

/** The first cycle in `graph` (context -> contexts it imports), as a path, or null. */
const findCycle = (graph) => {
  const state = new Map();
  const visit = (node, trail) => {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'open') return [...trail.slice(trail.indexOf(node)), node];
    state.set(node, 'open');
    for (const next of graph[node] ?? []) {
      const cycle = visit(next, [...trail, node]);
      if (cycle) return cycle;
    }
    state.set(node, 'done');
    return null;
  };
  for (const node of Object.keys(graph)) {
    const cycle = visit(node, []);
    if (cycle) return cycle;
  }
  return null;
};

/** @type {import('eslint').Rule.RuleModule} */
module.exports = {
  meta: {
    type: 'problem',
    docs: { description: "Keeps the server's contexts apart and their dependencies acyclic." },
    schema: [
      {
        type: 'object',
        properties: {
          contexts: {
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
        },
        required: ['contexts'],
        additionalProperties: false,
      },
    ],
    messages: {
      internal:
        "'{{specifier}}' reaches inside the {{to}} context: import its public entry (contexts/{{to}}) instead, and export there what other parts need.",
      notAllowed:
        'The {{from}} context may not import the {{to}} context ({{from}} imports only: {{allowed}}; {{why}}). Move what both need to server/src/shared/, or hand it in through a port.',
      unknown:
        "The context '{{name}}' is not in the server contexts table (scripts/architecture/boundaries.js): add it with the contexts it may import.",
      sharedImportsContext:
        'Shared modules are leaves that several contexts use: they import no context (here {{to}}).',
      cycle: 'The server contexts table has a cycle: {{cycle}}. Pick one direction.',
    },
  },
  create(context) {
    const file = fromRoot(context.filename);
    if (!file.startsWith(SRC)) return {};
    const table = context.options[0].contexts;
    const graph = Object.fromEntries(Object.entries(table).map(([k, v]) => [k, v.imports]));
    const cycle = findCycle(graph);
    const own = CONTEXT.exec(file);
    const inShared = file.startsWith(`${SRC}shared/`);
    return {
      ...(cycle && {
        Program: (node) =>
          context.report({ node, messageId: 'cycle', data: { cycle: cycle.join(' -> ') } }),
      }),
      ...moduleSpecifierVisitors((node, specifier) => {
        const target = resolveLocal(context.filename, specifier);
        const other = target === null ? null : CONTEXT.exec(target);
        if (!other) return;
        const [, to, rest = ''] = other;
        if (own && own[1] === to) return;
        if (inShared) {
          context.report({ node, messageId: 'sharedImportsContext', data: { to } });
          return;
        }
        if (!(to in table)) {
          context.report({ node, messageId: 'unknown', data: { name: to } });
          return;
        }
        if (own) {
          const from = own[1];
          const rule = table[from];
          if (!rule) {
            context.report({ node, messageId: 'unknown', data: { name: from } });
            return;
          }
          if (!rule.imports.includes(to)) {
            const allowed = rule.imports.length > 0 ? rule.imports.join(', ') : 'none';
            context.report({
              node,
              messageId: 'notAllowed',
              data: { from, to, allowed, why: rule.why },
            });
            return;
          }
        }
        if (rest !== '' && rest !== '/index' && rest !== '/index.ts') {
          context.report({ node, messageId: 'internal', data: { specifier, to } });
        }
      }),
    };
  },
};
