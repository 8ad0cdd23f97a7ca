// Where the build takes the routes and the menu entries it publishes: src/ for every release. The
// deploy check points ADMIN_APP_SOURCES at a folder of its own that adds one page to them
// (scripts/deploy-check/admin-page/), to show a new admin page shipping without the shell.
const path = require('path');

const dir = path.resolve(__dirname, '..', process.env.ADMIN_APP_SOURCES ?? 'src');

const adminSources = { routes: path.join(dir, 'routes.tsx'), nav: path.join(dir, 'nav.ts') };

module.exports = { adminSources };
