// npm run test:faults [-- <scenario>...]: the fault scenarios that need root (a PostgreSQL cluster
// to stop and start, a small file system to fill) and the built server (npm run build -w server).
// docs/reliability.md lists what each proves. Scenarios: postgres-restart, pglite-disk-full.
import { pgliteDiskFullScenario } from './pglite-disk-full.mjs';
import { postgresRestartScenario } from './pg-restart.mjs';

const SCENARIOS = {
  'postgres-restart': postgresRestartScenario,
  'pglite-disk-full': pgliteDiskFullScenario,
};

const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !(name in SCENARIOS));
if (unknown.length > 0) {
  console.error(
    `Unknown scenario: ${unknown.join(', ')}. Known: ${Object.keys(SCENARIOS).join(', ')}`,
  );
  process.exit(2);
}
if (process.getuid?.() !== 0) {
  console.error('The fault scenarios stop PostgreSQL and mount a file system: run them as root.');
  process.exit(2);
}

let failed = false;
for (const name of requested.length > 0 ? requested : Object.keys(SCENARIOS)) {
  console.log(`\n# ${name}`);
  const started = Date.now();
  try {
    const result = await SCENARIOS[name]();
    console.log(JSON.stringify(result.figures, null, 2));
    for (const failure of result.failures) console.log(`FAIL: ${failure}`);
    console.log(
      `${result.failures.length === 0 ? 'ok' : 'not ok'} - ${result.name} ` +
        `(${((Date.now() - started) / 1_000).toFixed(0)} s)`,
    );
    failed ||= result.failures.length > 0;
  } catch (error) {
    console.log(`not ok - ${name}: ${error.stack ?? error}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
