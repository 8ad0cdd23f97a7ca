// The repository's own lint rules: the boundaries between workspaces, between an app's zones and
// features, and between the server's contexts and layers. Their tables are in
// scripts/architecture/boundaries.js.
module.exports = {
  meta: { name: 'boundaries' },
  rules: {
    'app-zones': require('./app-zones'),
    'package-boundaries': require('./package-boundaries'),
    'server-contexts': require('./server-contexts'),
    'server-layers': require('./server-layers'),
  },
};
