// The shell is the host: it bakes in no remote URLs; src/remotes reads them from /remotes.json at run time.
const path = require('path');
const pkg = require('../package.json');
const { sharedSingletons } = require('../../scripts/webpack/shared-singletons');

/** The ES module entry a bundler picks for `import ... from name`. */
const esmEntry = (name) => {
  const manifest = require.resolve(`${name}/package.json`);
  return path.join(path.dirname(manifest), require(manifest).exports['.'].import.default);
};

/**
 * The shell imports MUI by deep paths (the home page needs a few components), so a plain shared
 * entry would never put the package in its share scope, and a remote importing '@mui/material'
 * would fall back to its own copy. Naming the entry file makes the shell provide the package itself,
 * built from the very modules its deep imports use; it is only downloaded when a remote needs it.
 */
const PROVIDED_WHOLE = ['@mui/material'];

/** Provided as a curated entry: the exports the containers use, so that the rest is tree-shaken. */
const PROVIDED_CURATED = {
  'react-router-dom': path.resolve(
    __dirname,
    '../../scripts/webpack/shared-entries/react-router-dom.js',
  ),
};

/**
 * shared-ui's second entries: the shell uses neither, so only naming their files makes it provide
 * them. Provided by a remote instead, from that remote's chunks, one failed chunk download left
 * them failed for the rest of the visit: Retry could never bring the admin pages back
 * (e2e/tests/faults-remotes.spec.ts).
 */
const PROVIDED_UNUSED = ['shared-ui/confirm-dialog', 'shared-ui/messages'];

const providedFrom = (name) => {
  if (PROVIDED_WHOLE.includes(name)) return esmEntry(name);
  return PROVIDED_CURATED[name];
};

const shared = sharedSingletons(pkg, (name) => {
  // Workspace entries already carry their package's version.
  if (PROVIDED_UNUSED.includes(name)) return { import: require.resolve(name) };
  const entry = providedFrom(name);
  return entry ? { import: entry, version: require(`${name}/package.json`).version } : {};
});

module.exports = {
  name: 'shell',
  remotes: {},
  shared,
  dts: false,
  // remotes.json already says where each remote lives; no mf-manifest.json is read.
  manifest: false,
  // So the runtime leaves out what only manifest-based remotes (snapshots) and Node need: every
  // page downloads the runtime first.
  experiments: { optimization: { disableSnapshot: true, target: 'web' } },
  runtimePlugins: [path.resolve(__dirname, '../src/remotes/provide-runtime-core.ts')],
};
