import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { logIn } from './api-client';
import { check, kib, type Check } from './checks';
import { ADMIN, MEMBER_PASSWORD, memberEmail } from './seed';

export const CHROMIUM = '/usr/bin/chromium';
const ADMIN_REMOTE = '/remotes/admin-app/';
const MAX_HOME_JS_BYTES = 200 * 1024;

export interface PageWeight {
  visitor: 'anonymous' | 'member' | 'admin';
  path: string;
  requests: number;
  /** Every body gzipped (level 6): the server sends them uncompressed, a proxy would gzip them. */
  jsGzipBytes: number;
  totalGzipBytes: number;
  adminRemoteGzipBytes: number;
  /** Each response's path and gzipped size, largest first: where the bytes go. */
  files: { path: string; gzipBytes: number }[];
}

const VISITS = [
  { visitor: 'anonymous', path: '/' },
  { visitor: 'member', path: '/dashboard' },
  { visitor: 'admin', path: '/admin/dashboard' },
] as const;

const isJavaScript = (url: string, contentType: string | undefined) =>
  /\.m?js(\?|$)/.test(new URL(url).pathname) || /javascript/.test(contentType ?? '');

/** One cold visit (empty cache, signed in through localStorage 'authToken' as the shell reads it). */
const weigh = async (
  browser: Browser,
  baseUrl: string,
  visit: (typeof VISITS)[number],
  token: string | null,
): Promise<PageWeight> => {
  const context = await browser.newContext({
    baseURL: baseUrl,
    storageState: {
      cookies: [],
      origins: token
        ? [{ origin: baseUrl, localStorage: [{ name: 'authToken', value: token }] }]
        : [],
    },
  });
  const bodies: Promise<{ url: string; js: boolean; gzip: number }>[] = [];
  let requests = 0;
  const page = await context.newPage();
  page.on('request', () => requests++);
  page.on('response', (response) => {
    const url = response.url();
    bodies.push(
      response
        .body()
        .catch(() => Buffer.alloc(0))
        .then((body) => ({
          url,
          js: isJavaScript(url, response.headers()['content-type']),
          gzip: body.length === 0 ? 0 : gzipSync(body).length,
        })),
    );
  });
  await page.goto(visit.path, { waitUntil: 'networkidle' });
  const weighed = await Promise.all(bodies);
  await context.close();
  const sum = (list: typeof weighed) => list.reduce((total, item) => total + item.gzip, 0);
  return {
    visitor: visit.visitor,
    path: visit.path,
    requests,
    jsGzipBytes: sum(weighed.filter((item) => item.js)),
    totalGzipBytes: sum(weighed),
    files: weighed
      .map((item) => ({ path: new URL(item.url).pathname, gzipBytes: item.gzip }))
      .sort((a, b) => b.gzipBytes - a.gzipBytes),
    adminRemoteGzipBytes: sum(
      weighed.filter((item) => new URL(item.url).pathname.startsWith(ADMIN_REMOTE)),
    ),
  };
};

export const benchFrontend = async (baseUrl: string): Promise<PageWeight[]> => {
  const tokens = {
    anonymous: null,
    member: await logIn(baseUrl, memberEmail(0), MEMBER_PASSWORD),
    admin: await logIn(baseUrl, ADMIN.email, ADMIN.password),
  };
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
  });
  try {
    const weights: PageWeight[] = [];
    for (const visit of VISITS)
      weights.push(await weigh(browser, baseUrl, visit, tokens[visit.visitor]));
    return weights;
  } finally {
    await browser.close();
  }
};

export const frontendChecks = (weights: readonly PageWeight[]): Check[] =>
  weights.flatMap((w) => {
    const name = `front end ${w.visitor} ${w.path}`;
    const figure = `JS ${kib(w.jsGzipBytes)}, total ${kib(w.totalGzipBytes)} gzipped, ${w.requests} requests`;
    const rows = [
      w.visitor === 'anonymous'
        ? check(
            name,
            figure,
            `JS <= ${kib(MAX_HOME_JS_BYTES)} gzipped`,
            w.jsGzipBytes <= MAX_HOME_JS_BYTES,
          )
        : check(name, figure, '', null),
    ];
    if (w.visitor !== 'admin') {
      rows.push(
        check(
          `${name} admin remote`,
          kib(w.adminRemoteGzipBytes),
          '0 bytes',
          w.adminRemoteGzipBytes === 0,
        ),
      );
    } else {
      rows.push(check(`${name} admin remote`, kib(w.adminRemoteGzipBytes), '', null));
    }
    return rows;
  });
