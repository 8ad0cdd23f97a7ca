// npm run deploy:check:admin-page — the deploy check's admin page step on its own, without nginx
// or PostgreSQL: the built bundles in a throw-away site served by the API itself (its static
// files, the single-process layout), then admin-app built with one page more and released alone
// while the site runs (admin-page.mjs). Needs npm run build first (server, shell and remotes).
// Option: --keep (leave the site and its log).
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkAdminPageRelease } from './admin-page.mjs';
import { freePort, start, stopAll, waitFor } from './processes.mjs';
import { treeHash } from './tree-hash.mjs';

const repoRoot = new URL('../../', import.meta.url).pathname.replace(/\/$/, '');
const ADMIN = { email: 'admin@18xx.be', password: 'E2e-Admin#2026' };
const BUNDLES = ['shell', 'member-app', 'admin-app'];

const work = mkdtempSync(join(tmpdir(), '18xx-admin-page-check-'));
const site = join(work, 'site');
let failed = false;

try {
  for (const bundle of BUNDLES) {
    cpSync(join(repoRoot, bundle, 'dist'), join(site, bundle, 'dist'), { recursive: true });
  }
  const port = await freePort();
  const shell = `http://127.0.0.1:${port}`;
  const api = start('api', process.execPath, ['server/dist/server.js'], {
    cwd: repoRoot,
    env: {
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: '',
      DATA_DIR: join(work, 'data'),
      STATIC_DIR: site,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: '1',
    },
    logFile: join(work, 'api.log'),
  });
  await waitFor(`${shell}/api/health/ready`, { process: api });

  await checkAdminPageRelease({
    repoRoot,
    shell,
    admin: ADMIN,
    outDir: join(work, 'admin-app-extra-page'),
    buildId: `deploy-check-admin-page-${Date.now().toString(36)}`,
    // The files the running API serves are swapped for the new build: admin-app alone.
    release: (dir) => {
      const live = join(site, 'admin-app', 'dist');
      rmSync(live, { recursive: true, force: true });
      cpSync(dir, live, { recursive: true });
    },
    shellHash: () => treeHash(join(site, 'shell', 'dist')),
  });
  console.log('\nThe admin page check passed.');
} catch (error) {
  failed = true;
  console.error(`\nThe admin page check FAILED: ${error.stack ?? error}`);
  console.error(`Logs: ${work} (kept)`);
  process.exitCode = 1;
} finally {
  await stopAll();
  if (!failed && !process.argv.includes('--keep')) rmSync(work, { recursive: true, force: true });
}
