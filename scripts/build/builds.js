// What each of the site's four parts is built from, and into. An input is a file or a folder of
// the repository; a part counts as current while the content of all its inputs is what it was
// built from (scripts/build/build-inputs.js).

// Every front end bundles the shared packages' sources with the shared webpack setup, and the
// packages the lock file pins; BUILD_ID is written into its build-info.json.
const FRONT_END_INPUTS = [
  'shared-api',
  'shared-ui',
  'scripts/webpack',
  'tsconfig.base.json',
  'package-lock.json',
];

const frontEnd = (name) => ({
  name,
  output: `${name}/dist`,
  inputs: [name, ...FRONT_END_INPUTS],
  env: ['BUILD_ID'],
});

const BUILDS = [
  // The shell's build also prerenders the public pages into its dist (shell/scripts).
  frontEnd('shell'),
  frontEnd('member-app'),
  // ADMIN_APP_SOURCES: the deploy check's build with one page more (admin-app/configs/sources.js).
  { ...frontEnd('admin-app'), env: ['BUILD_ID', 'ADMIN_APP_SOURCES'] },
  // The server's bundle takes in the contract from shared-api and the table solver from planner;
  // npm packages stay external.
  {
    name: 'server',
    output: 'server/dist',
    inputs: ['server', 'shared-api', 'planner', 'tsconfig.base.json', 'package-lock.json'],
    env: [],
  },
];

module.exports = { BUILDS };
