// A feature folder (<app>/src/features/<name>/) stands alone: it never imports another feature of
// its app. The app's routes compose the features; what two features need lives outside both (the
// app's own shared folders, shared-ui or shared-api).
const { moduleSpecifierVisitors } = require('./module-specifiers');
const { fromRoot, resolveRelative } = require('./repo-paths');

const FEATURE = /^([^/]+)\/src\/features\/([^/]+)(\/|$)/;

/** @type {import('eslint').Rule.RuleModule} */
module.exports = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbids imports from one feature folder of an app into another.' },
    schema: [],
    messages: {
      crossFeature:
        "The {{app}} feature '{{from}}' imports the feature '{{to}}': features stand alone. Move what both need out of the features folder, and let the app's routes compose them.",
    },
  },
  create(context) {
    const own = FEATURE.exec(fromRoot(context.filename));
    if (!own) return {};
    const [, app, from] = own;
    return moduleSpecifierVisitors((node, specifier) => {
      const target = resolveRelative(context.filename, specifier);
      const other = target === null ? null : FEATURE.exec(target);
      if (other && other[1] === app && other[2] !== from) {
        context.report({ node, messageId: 'crossFeature', data: { app, from, to: other[2] } });
      }
    });
  },
};
