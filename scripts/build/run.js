// Builds the site's parts one after the other (`npm run build`); with --stale, only those whose
// inputs changed since their last build (`npm start`, which then starts at once when none did).
const { spawnSync } = require('child_process');
const path = require('path');
const { BUILDS } = require('./builds');
const { buildState, recordBuiltFrom } = require('./build-inputs');

const root = path.resolve(__dirname, '../..');
const onlyStale = process.argv.includes('--stale');

// The npm that runs this script (npm_execpath is its CLI script); run by hand, the one on the
// PATH, which on Windows is a .cmd file that only a shell runs.
const npm = process.env.npm_execpath
  ? { command: process.execPath, args: [process.env.npm_execpath], shell: false }
  : { command: 'npm', args: [], shell: process.platform === 'win32' };

for (const build of BUILDS) {
  // Hashed before the build: a source edited while it runs makes the next start build again.
  const { hash, current } = buildState(root, build, process.env);
  if (onlyStale && current) {
    console.log(`${build.name}: current, not rebuilt`);
    continue;
  }
  const started = Date.now();
  console.log(`${build.name}: building`);
  const { status } = spawnSync(npm.command, [...npm.args, 'run', 'build', '-w', build.name], {
    cwd: root,
    stdio: 'inherit',
    shell: npm.shell,
  });
  if (status !== 0) process.exit(status ?? 1);
  recordBuiltFrom(root, build, hash);
  console.log(`${build.name}: built in ${Math.round((Date.now() - started) / 1000)} s`);
}
