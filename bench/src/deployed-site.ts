import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync } from 'node:fs';
import { get } from 'node:https';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { renderNginx } from '../../scripts/deploy-check/nginx.mjs';
import { freePort, repoRoot } from './server-process';

const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
// Debian's libnginx-mod-http-brotli-static: its package enables it in modules-enabled.
const BROTLI_MODULE = '/etc/nginx/modules-enabled/50-mod-http-brotli-static.conf';
const BUNDLES = ['shell', 'member-app', 'admin-app'] as const;

/** Whether `url` answers 200, its self-signed certificate accepted. */
const answers = (url: string): Promise<boolean> =>
  new Promise((resolve) => {
    get(url, { rejectUnauthorized: false }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    }).on('error', () => resolve(false));
  });

export interface DeployedSite {
  /** https://127.0.0.1:<port>, with a self-signed certificate. */
  url: string;
  stop(): Promise<void>;
}

const missingTools = (): string[] => [
  ...(existsSync(NGINX) ? [] : ['nginx']),
  ...(existsSync(BROTLI_MODULE) ? [] : ['libnginx-mod-http-brotli-static']),
];

/**
 * The built bundles as deploy/README.md installs them: released into a site root by
 * deploy/bin/18xx-release and served by nginx with the shipped configuration, over HTTPS and
 * HTTP/2 with Brotli (its steps 8 and 9), in front of the bench's API. The browser measures the
 * site as visitors get it: over HTTP/1.1 a browser opens six connections to an origin and a
 * Lighthouse phone's page waits for the scripts beyond six (docs/performance.md).
 */
export const startDeployedSite = async (apiUrl: string, scratch: string): Promise<DeployedSite> => {
  const missing = missingTools();
  if (missing.length > 0) {
    throw new Error(
      `Lighthouse measures the site behind nginx as deployed: apt-get install -y ${missing.join(' ')}`,
    );
  }
  const dir = join(scratch, 'deployed-site');
  const siteRoot = join(dir, 'srv');
  mkdirSync(siteRoot, { recursive: true });
  for (const bundle of BUNDLES) {
    execFileSync(join(repoRoot, 'deploy/bin/18xx-release'), ['install', bundle, `${bundle}/dist`], {
      cwd: repoRoot,
      env: { ...process.env, SITE_ROOT: siteRoot },
      stdio: 'ignore',
    });
  }
  const tls = { certificate: join(dir, 'site.crt'), key: join(dir, 'site.key') };
  // A certificate of its own, for one day: the browser is told to accept it.
  const openssl = 'req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=127.0.0.1'.split(' ');
  execFileSync('openssl', [...openssl, '-keyout', tls.key, '-out', tls.certificate], {
    stdio: 'ignore',
  });
  const port = await freePort();
  const apiPort = Number(new URL(apiUrl).port);
  const conf = renderNginx({
    repoRoot,
    dir: join(dir, 'nginx'),
    site: '18xx-belgium.conf',
    siteRoot,
    ports: { shell: port },
    apiPorts: [apiPort, apiPort],
    tls,
    brotli: true,
  });
  const errorLog = join(dir, 'nginx/logs/error.log');
  const log = openSync(join(dir, 'nginx/logs/stdout.log'), 'a');
  const nginx = spawn(NGINX, ['-e', errorLog, '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', log, log],
  });
  const exited = new Promise<void>((resolve) => nginx.once('exit', () => resolve()));
  const stop = async () => {
    nginx.kill('SIGQUIT');
    await exited;
  };
  const url = `https://127.0.0.1:${port}`;
  for (let attempt = 0; !(await answers(`${url}/api/health`)); attempt++) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited; see ${errorLog}`);
    if (attempt >= 80) {
      await stop();
      throw new Error(`nginx did not answer on ${url}; see ${errorLog}`);
    }
    await sleep(250);
  }
  return { url, stop };
};
