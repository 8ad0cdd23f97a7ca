// A front-end app has three zones: the app (its routes and bootstrap) composes the features, a
// feature (src/features/<name>/) uses the app's shared zone, and the shared zone (the rest of src/)
// uses neither. A feature never imports another feature, by any path: relative, through the app's
// own package name, or through a module of the app that re-exports it. Test files may import the
// app zone, to render the routes.
const { moduleSpecifierVisitors } = require('./module-specifiers');
const { fromRoot, matchesAny, resolveLocal } = require('./repo-paths');

const FEATURE = /^([^/]+)\/src\/features\/([^/]+)(\/|$)/;

/** A module's path without its trailing slash or extension, as relative imports name it. */
const bare = (file) => file.replace(/\/$/, '').replace(/\.[cm]?[jt]sx?$/, '');

/** @type {import('eslint').Rule.RuleModule} */
module.exports = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps app -> features -> shared modules, and the features apart.' },
    schema: [
      {
        type: 'object',
        properties: {
          apps: {
            type: 'object',
            additionalProperties: {
              type: 'object',
              properties: { app: { type: 'array', items: { type: 'string' } } },
              required: ['app'],
              additionalProperties: false,
            },
          },
          testFiles: { type: 'array', items: { type: 'string' } },
        },
        required: ['apps', 'testFiles'],
        additionalProperties: false,
      },
    ],
    messages: {
      crossFeature:
        "The {{app}} feature '{{from}}' imports the feature '{{to}}': features stand alone. Move what both need out of the features folder, and let the app's routes compose them.",
      upward:
        "The {{app}} {{from}} imports '{{specifier}}', which is the app's {{to}}: the app composes the features, and the features use the shared modules, never the other way round.",
    },
  },
  create(context) {
    const { apps, testFiles } = context.options[0];
    const file = fromRoot(context.filename);
    const app = file.split('/')[0];
    const zones = Object.hasOwn(apps, app) ? apps[app] : null;
    const isTest = matchesAny(testFiles, file);
    /** 'app', 'feature' or 'shared' for a path inside the app; null outside its src/. */
    const zoneOf = (target) => {
      if (target !== `${app}/src` && !target.startsWith(`${app}/src/`)) return null;
      if (FEATURE.test(target)) return 'feature';
      const inApp = bare(target === `${app}/src` ? 'src/index' : target.slice(app.length + 1));
      const composes = zones.app.some((entry) => {
        const module = bare(entry);
        return inApp === module || inApp.startsWith(`${module}/`);
      });
      return composes ? 'app' : 'shared';
    };
    const own = FEATURE.exec(file);
    if (!own && !zones) return {};
    const from = zones ? zoneOf(file) : 'feature';

    return moduleSpecifierVisitors((node, specifier) => {
      const target = resolveLocal(context.filename, specifier);
      if (target === null) return;
      const other = FEATURE.exec(target);
      if (own && other && other[1] === own[1] && other[2] !== own[2]) {
        context.report({
          node,
          messageId: 'crossFeature',
          data: { app: own[1], from: own[2], to: other[2] },
        });
        return;
      }
      if (!zones || from === 'app' || from === null) return;
      const to = zoneOf(target);
      const upward = to === 'app' ? !isTest : to === 'feature' && from === 'shared';
      if (upward) {
        context.report({
          node,
          messageId: 'upward',
          data: { app, from: from === 'feature' ? 'feature' : 'shared module', to, specifier },
        });
      }
    });
  },
};
