import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { admin } from './support/accounts';

// The runner process sets these once; the worker processes it forks load this file again and
// inherit them, so they neither pick another port nor create or delete anything.
if (!process.env.E2E_PORT) {
  // A free port, not a fixed one: other servers may be running on this machine.
  const findPort =
    "const s = require('node:net').createServer().listen(0, () => { console.log(s.address().port); s.close(); })";
  process.env.E2E_PORT = execFileSync(process.execPath, ['-e', findPort]).toString().trim();
}
if (!process.env.E2E_DATA_DIR) {
  // Every run starts from an empty database.
  const dataDir = mkdtempSync(join(tmpdir(), '18xx-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}
const port = Number(process.env.E2E_PORT);
// E2E_BASE_URL: test a site deployed elsewhere (npm run deploy:check); no server is started then,
// only the mail receiver that the deployed API instances send to (E2E_SMTP_PORT).
const externalBaseURL = process.env.E2E_BASE_URL;
const baseURL = externalBaseURL ?? `http://localhost:${port}`;
// The real mails go to support/run-mail-receiver.ts; specs read them with support/mailbox.ts.
const smtpPort = Number((process.env.E2E_SMTP_PORT ??= String(port + 5)));
const mailHttpPort = Number((process.env.E2E_MAIL_HTTP_PORT ??= String(port + 6)));

export default defineConfig({
  testDir: './tests',
  // Runners side by side (scripts/test-all.sh) keep their traces and screenshots apart.
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    headless: true,
    // Recording a trace of every test costs the machine a good share of its time: on CI only a
    // retry records one, and the retry is where a flaky or failing test is looked at.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Never download browsers: the system Chromium is the one we test with.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  // The real production server, serving the built bundles exactly as in production.
  webServer: [
    {
      command: 'npx tsx support/run-mail-receiver.ts',
      url: `http://127.0.0.1:${mailHttpPort}/messages`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    ...(externalBaseURL
      ? []
      : [
          {
            command: 'node ../server/dist/server.js',
            url: `${baseURL}/api/health`,
            reuseExistingServer: false,
            timeout: 120_000,
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
            env: {
              PORT: String(port),
              DATA_DIR: process.env.E2E_DATA_DIR,
              DATABASE_URL: '',
              SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
              ADMIN_EMAIL: admin.email,
              ADMIN_PASSWORD: admin.password,
              SEED_DEMO: '1',
            },
          },
        ]),
  ],
});
