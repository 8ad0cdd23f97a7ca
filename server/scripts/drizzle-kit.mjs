// Runs drizzle-kit (`node scripts/drizzle-kit.mjs generate`) with the server's drizzle-orm visible to
// it: npm nests drizzle-orm under server/ while drizzle-kit sits at the root. CommonJS requires find
// it through NODE_PATH, ES imports through a resolve hook.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const hook = new URL('./drizzle-orm-resolve-hook.mjs', import.meta.url).href;
const registerHook = `data:text/javascript,import{register}from'node:module';register(${JSON.stringify(hook)})`;
const kitBin = join(dirname(fileURLToPath(import.meta.resolve('drizzle-kit'))), 'bin.cjs');
const serverModules = fileURLToPath(new URL('../node_modules', import.meta.url));

const { status } = spawnSync(
  process.execPath,
  ['--import', registerHook, kitBin, ...process.argv.slice(2)],
  { stdio: 'inherit', env: { ...process.env, NODE_PATH: serverModules } },
);
process.exit(status ?? 1);
