// The admin-app remote: the shell loads remoteEntry.js at run time and mounts the exposed route objects.
const { sharedSingletons } = require('../../scripts/webpack/shared-singletons');
const { adminSources } = require('./sources');

module.exports = {
  name: 'admin_app',
  filename: 'remoteEntry.js',
  exposes: { './routes': adminSources.routes },
  shared: sharedSingletons(require('../package.json')),
  dts: false,
  // remotes.json already says where each remote lives; no mf-manifest.json is read.
  manifest: false,
  experiments: { externalRuntime: true },
};
