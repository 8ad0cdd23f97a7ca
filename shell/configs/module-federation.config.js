// The shell is the host, started at run time (src/remotes/federation-runtime.ts) rather than built
// with webpack's federation plugin: this says what it provides (src/remotes/provided-shared.ts), for
// build-info.json and the version checks. It bakes in no remote URLs; src/remotes reads them from
// /remotes.json at run time.
const { sharedSingletons } = require('../../scripts/webpack/shared-singletons');

module.exports = { name: 'shell', shared: sharedSingletons(require('../package.json')) };
