// npm run deploy:check — the production layout of deploy/ on this machine, end to end:
//  1. builds the API and the three bundles, each to its own versioned release (build-info.json);
//  2. installs them with deploy/bin/18xx-release into a throw-away site root, each bundle on an
//     origin (port) of its own, served by nginx with the shipped configuration;
//  3. starts two API instances on one fresh PostgreSQL database behind nginx;
//  4. checks caching, security headers and CORS, nginx's own error answers on /api (413, 502,
//     504 in the API's JSON envelope) and its body limits, then runs the e2e smoke specs;
//  5. rebuilds member-app alone with another BUILD_ID, installs it, and shows the unchanged shell
//     loading it; a remote needing newer shared packages is refused with a clear message, and the
//     manifest rolls back;
//  6. builds admin-app alone with one page more, installs it, and shows the unchanged shell
//     listing the page in its Admin menu and opening it (admin-page.mjs; run alone, on the API's
//     own static files, by npm run deploy:check:admin-page).
// Options: --skip-build (reuse the dist folders), --keep (leave the site and logs), DEPLOY_CHECK_E2E
// ('all' for the whole e2e suite, or spec paths, instead of the smoke specs),
// DEPLOY_CHECK_DATABASE_URL (a PostgreSQL server).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkAdminPageRelease } from './admin-page.mjs';
import { openMemberDashboard } from './browser-checks.mjs';
import { checkHttpLayout } from './http-checks.mjs';
import { renderNginx } from './nginx.mjs';
import { checkNginxOwnAnswers } from './nginx-errors.mjs';
import { freePort, run, start, stopAll, waitFor } from './processes.mjs';
import { treeHash } from './tree-hash.mjs';

const repoRoot = new URL('../../', import.meta.url).pathname.replace(/\/$/, '');
const pg = createRequire(join(repoRoot, 'server/package.json'))('pg');
const args = new Set(process.argv.slice(2));
const serverUrl =
  process.env.DEPLOY_CHECK_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
const ADMIN = { email: 'admin@18xx.be', password: 'E2e-Admin#2026' };
const SMOKE_SPECS = ['tests/public.spec.ts', 'tests/admin-session.spec.ts'];
// Release ids of this run: a site root may already hold a release of the same name otherwise.
const runId = Date.now().toString(36);
const FIRST_BUILD = `deploy-check-a-${runId}`;
const SECOND_BUILD = `deploy-check-b-${runId}`;

const timings = [];
const step = async (name, work) => {
  const started = Date.now();
  console.log(`\n=== ${name}`);
  const result = await work();
  const seconds = (Date.now() - started) / 1000;
  timings.push([name, seconds]);
  console.log(`=== ok: ${name} (${seconds.toFixed(1)} s)`);
  return result;
};

const withDatabase = async (work) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

const work = mkdtempSync(join(tmpdir(), '18xx-deploy-check-'));
chmodSync(work, 0o755);
const siteRoot = join(work, 'srv');
const dataDir = join(work, 'data');
const databaseName = `deploy_check_${randomBytes(5).toString('hex')}`;
let databaseCreated = false;
const release = (...releaseArgs) =>
  run(join(repoRoot, 'deploy/bin/18xx-release'), releaseArgs, { env: { SITE_ROOT: siteRoot } });

const main = async () => {
  const [shellPort, memberPort, adminPort, api1, api2, smtpPort, mailHttpPort] = await Promise.all(
    Array.from({ length: 7 }, freePort),
  );
  const origin = (port) => `http://127.0.0.1:${port}`;
  const shell = origin(shellPort);
  const member = origin(memberPort);
  const admin = origin(adminPort);

  await step('Prerequisites: nginx, PostgreSQL', async () => {
    run(NGINX, ['-v']);
    await withDatabase((client) => client.query('select 1'));
  });

  if (!args.has('--skip-build')) {
    await step('Build the API', async () =>
      run('npm', ['run', 'build', '-w', 'server'], { cwd: repoRoot }),
    );
    await step('Build shell', async () =>
      run('npm', ['run', 'build', '-w', 'shell'], { cwd: repoRoot }),
    );
    await step(`Build member-app (BUILD_ID ${FIRST_BUILD})`, async () =>
      run('npm', ['run', 'build', '-w', 'member-app'], {
        cwd: repoRoot,
        env: { BUILD_ID: FIRST_BUILD },
      }),
    );
    await step('Build admin-app', async () =>
      run('npm', ['run', 'build', '-w', 'admin-app'], { cwd: repoRoot }),
    );
  }

  const firstMemberBuild = JSON.parse(
    readFileSync(join(repoRoot, 'member-app/dist/build-info.json'), 'utf8'),
  ).buildId;
  await step('Install the three releases, each on its own origin', async () => {
    release('install', 'shell', join(repoRoot, 'shell/dist'));
    release('install', 'member-app', join(repoRoot, 'member-app/dist'), '--origin', member);
    release('install', 'admin-app', join(repoRoot, 'admin-app/dist'), '--origin', admin);
    run('chmod', ['-R', 'a+rX', siteRoot]);
  });

  await step('Two API instances on a fresh PostgreSQL database', async () => {
    await withDatabase((client) => client.query(`create database ${databaseName}`));
    databaseCreated = true;
    const url = new URL(serverUrl);
    url.pathname = `/${databaseName}`;
    mkdirSync(join(work, 'no-bundles'));
    const env = {
      HOST: '127.0.0.1',
      DATABASE_URL: url.toString(),
      JWT_SECRET: randomBytes(48).toString('base64'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: '1',
      TRUST_PROXY: '1',
      DATA_DIR: dataDir,
      STATIC_DIR: join(work, 'no-bundles'),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      NODE_ENV: 'production',
    };
    // Started together on purpose: both migrate and seed the same empty database at once.
    const instances = [api1, api2].map((port) =>
      start(`api:${port}`, process.execPath, ['--enable-source-maps', 'server/dist/server.js'], {
        cwd: repoRoot,
        env: { ...env, PORT: String(port) },
        logFile: join(work, `api-${port}.log`),
      }),
    );
    await Promise.all(
      instances.map((instance, i) =>
        waitFor(`${origin([api1, api2][i])}/api/health/ready`, { process: instance }),
      ),
    );
  });

  await step('nginx with the shipped configuration', async () => {
    const nginxDir = join(work, 'nginx');
    const single = renderNginx({
      repoRoot,
      dir: join(work, 'nginx-single-origin'),
      site: '18xx-belgium.conf',
      siteRoot,
      ports: { shell: shellPort },
      apiPorts: [api1, api2],
    });
    run(NGINX, ['-t', '-q', '-e', join(work, 'nginx-single-origin/logs/error.log'), '-c', single]);
    const conf = renderNginx({
      repoRoot,
      dir: nginxDir,
      site: '18xx-belgium-multi-origin.conf',
      siteRoot,
      ports: { shell: shellPort, member: memberPort, admin: adminPort },
      apiPorts: [api1, api2],
    });
    const errorLog = join(nginxDir, 'logs/error.log');
    run(NGINX, ['-t', '-q', '-e', errorLog, '-c', conf]);
    const nginx = start('nginx', NGINX, ['-e', errorLog, '-c', conf, '-g', 'daemon off;'], {
      logFile: join(nginxDir, 'logs/stdout.log'),
      stopSignal: 'SIGQUIT',
    });
    await waitFor(`${shell}/api/health`, { process: nginx, timeoutMs: 20_000 });
  });

  const remotes = JSON.parse(readFileSync(join(siteRoot, 'remotes.json'), 'utf8'));
  await step('Caching, security headers, CORS and the API proxy', () =>
    checkHttpLayout({ shell, member, admin, remotes }),
  );

  await step(
    "nginx's own 413, 502 and 504 in the API's envelope; a 10 MB statement passes",
    async () => {
      const login = await fetch(`${shell}/api/Auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      const { data: token } = await login.json();
      assert.ok(typeof token === 'string', `admin login through nginx: ${login.status}`);
      await checkNginxOwnAnswers({ repoRoot, work, siteRoot, shell }, token);
    },
  );

  // DEPLOY_CHECK_E2E: unset for the smoke specs, 'all' for the whole suite, or spec paths.
  const chosen = process.env.DEPLOY_CHECK_E2E?.trim() || SMOKE_SPECS.join(' ');
  const specs = chosen === 'all' ? [] : chosen.split(/\s+/);
  await step(`End-to-end specs against the layout: ${chosen}`, async () =>
    run('npx', ['playwright', 'test', '-c', 'e2e', ...specs], {
      cwd: repoRoot,
      env: {
        E2E_BASE_URL: shell,
        E2E_SMTP_PORT: String(smtpPort),
        E2E_MAIL_HTTP_PORT: String(mailHttpPort),
      },
    }),
  );

  await step('Both API instances served requests', async () => {
    for (const port of [api1, api2]) {
      const lines = readFileSync(join(work, `api-${port}.log`), 'utf8').split('\n');
      const served = lines.filter((line) => line.includes('"request completed"')).length;
      console.log(`api:${port} completed ${served} requests`);
      assert.ok(served > 0, `api:${port} served nothing: is nginx balancing?`);
    }
  });

  const shellHash = treeHash(join(siteRoot, 'shell/current/'));
  const before = await step(`The member dashboard runs release ${firstMemberBuild}`, async () => {
    const seen = await openMemberDashboard(shell);
    assert.ok(seen.dashboardShown, `dashboard not shown: ${seen.cardText}`);
    assert.equal(seen.memberBuild, firstMemberBuild);
    return seen;
  });

  await step(`Redeploy member-app alone (BUILD_ID ${SECOND_BUILD})`, async () => {
    run('npm', ['run', 'build', '-w', 'member-app'], {
      cwd: repoRoot,
      env: { BUILD_ID: SECOND_BUILD },
    });
    release('install', 'member-app', join(repoRoot, 'member-app/dist'));
    run('chmod', ['-R', 'a+rX', siteRoot]);
  });

  await step(`The unchanged shell loads ${SECOND_BUILD}`, async () => {
    const seen = await openMemberDashboard(shell);
    assert.ok(seen.dashboardShown, `dashboard not shown: ${seen.cardText}`);
    assert.equal(seen.memberBuild, SECOND_BUILD);
    assert.ok(
      seen.remoteEntries.includes(`${member}/remotes/member-app/${SECOND_BUILD}/remoteEntry.js`),
      `remote entries loaded: ${seen.remoteEntries.join(', ')} (before: ${before.remoteEntries.join(', ')})`,
    );
    assert.equal(
      treeHash(join(siteRoot, 'shell/current/')),
      shellHash,
      'the shell was not touched',
    );
  });

  await step(
    'A remote needing newer shared packages is refused; the manifest rolls back',
    async () => {
      const releases = join(siteRoot, 'member-app/releases');
      const incompatible = join(releases, `deploy-check-incompatible-${runId}`);
      cpSync(join(releases, SECOND_BUILD), incompatible, { recursive: true });
      const infoFile = join(incompatible, 'build-info.json');
      const info = JSON.parse(readFileSync(infoFile, 'utf8'));
      info.buildId = `deploy-check-incompatible-${runId}`;
      info.shared['shared-ui'].requiredVersion = '^99.0.0';
      writeFileSync(infoFile, JSON.stringify(info, null, 2));
      run('chmod', ['-R', 'a+rX', siteRoot]);
      release('activate', 'member-app', info.buildId);
      const refused = await openMemberDashboard(shell);
      assert.ok(!refused.dashboardShown, 'an incompatible remote must not run');
      assert.match(
        refused.cardText ?? '',
        /needs shared-ui \^99\.0\.0 \(this site has 0\.\d+\.\d+\)/,
      );
      console.log(`card: ${refused.cardText?.replace(/\s+/g, ' ')}`);

      release('activate', 'member-app', SECOND_BUILD);
      const back = await openMemberDashboard(shell);
      assert.ok(back.dashboardShown && back.memberBuild === SECOND_BUILD, 'rolled back');
    },
  );

  await step('A new admin page ships with a release of admin-app alone', () =>
    checkAdminPageRelease({
      repoRoot,
      shell,
      admin: ADMIN,
      outDir: join(work, 'admin-app-extra-page'),
      buildId: `deploy-check-admin-page-${runId}`,
      release: (dir) => {
        release('install', 'admin-app', dir);
        run('chmod', ['-R', 'a+rX', siteRoot]);
      },
      shellHash: () => treeHash(join(siteRoot, 'shell/current/')),
    }),
  );
};

const cleanUp = async () => {
  await stopAll();
  if (databaseCreated) {
    await withDatabase((client) =>
      client.query(`drop database if exists ${databaseName} with (force)`),
    );
  }
  if (args.has('--keep')) console.log(`\nKept: ${work}`);
  else rmSync(work, { recursive: true, force: true });
};

const started = Date.now();
try {
  await main();
  console.log('\nDeploy check passed:');
} catch (error) {
  console.error(`\nDeploy check FAILED: ${error.stack ?? error}`);
  console.error(`Logs: ${work} (kept)`);
  args.add('--keep');
  process.exitCode = 1;
} finally {
  await cleanUp();
  for (const [name, seconds] of timings)
    console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${name}`);
  console.log(`  ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s  total`);
}
