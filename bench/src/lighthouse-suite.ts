import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { check, ms, type Check } from './checks';
import { CHROMIUM } from './frontend-suite';

const PAGES = ['/', '/login', '/register-event'] as const;
const RUNS = 3;
// Lighthouse sometimes loses a page load's trace (NO_NAVSTART, "Please run Lighthouse again"):
// such a run is tried again instead of ending the whole bench.
const ATTEMPTS = 3;
const MIN_SCORE = 95;
const MAX_CLS = 0.05;
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // The site is served as deployed, over HTTPS, with a certificate of the bench's own.
  '--ignore-certificate-errors',
].join(' ');

const lighthouseCli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');

export interface LighthouseFigures {
  path: string;
  /** Medians of the runs, each figure on its own. */
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  runs: { score: number; lcpMs: number; tbtMs: number; cls: number }[];
  /** Lighthouse's own diagnosis of the last run: its opportunities, largest saving first. */
  opportunities: { id: string; savingsMs: number; savingsBytes: number }[];
}

interface LighthouseReport {
  categories: { performance: { score: number } };
  audits: Record<
    string,
    {
      numericValue: number;
      details?: { type?: string; overallSavingsMs?: number; overallSavingsBytes?: number };
    }
  >;
}

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** One Lighthouse run with its default mobile settings (simulated slow 4G and CPU slowdown). */
const runOnce = async (url: string, outputPath: string) => {
  await promisify(execFile)(
    process.execPath,
    [
      lighthouseCli,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${outputPath}`,
      '--only-categories=performance',
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(readFileSync(outputPath, 'utf8')) as LighthouseReport;
  const audit = (id: string) => report.audits[id]?.numericValue ?? NaN;
  const opportunities = Object.entries(report.audits)
    .filter(([, audit]) => audit.details?.type === 'opportunity')
    .map(([id, audit]) => ({
      id,
      savingsMs: Math.round(audit.details?.overallSavingsMs ?? 0),
      savingsBytes: audit.details?.overallSavingsBytes ?? 0,
    }))
    .filter((o) => o.savingsMs > 0 || o.savingsBytes > 0)
    .sort((a, b) => b.savingsMs - a.savingsMs || b.savingsBytes - a.savingsBytes);
  return {
    opportunities,
    score: Math.round(report.categories.performance.score * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
};

const runWithRetries = async (url: string, outputPath: string) => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url, outputPath);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      const reason = (error as { stderr?: string }).stderr?.trim() || String(error);
      console.error(
        `Lighthouse run of ${url} failed (attempt ${attempt}), trying again: ${reason}`,
      );
    }
  }
};

export const benchLighthouse = async (
  baseUrl: string,
  scratch: string,
): Promise<LighthouseFigures[]> => {
  const figures: LighthouseFigures[] = [];
  for (const path of PAGES) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      runs.push(await runWithRetries(`${baseUrl}${path}`, join(scratch, `lighthouse-${run}.json`)));
    }
    figures.push({
      path,
      opportunities: runs.at(-1)?.opportunities ?? [],
      score: median(runs.map((r) => r.score)),
      lcpMs: median(runs.map((r) => r.lcpMs)),
      tbtMs: median(runs.map((r) => r.tbtMs)),
      cls: median(runs.map((r) => r.cls)),
      runs: runs.map(({ opportunities: _, ...figures }) => figures),
    });
  }
  return figures;
};

export const lighthouseChecks = (figures: readonly LighthouseFigures[]): Check[] =>
  figures.map((f) =>
    check(
      `Lighthouse mobile ${f.path} (median of ${f.runs.length}, as deployed)`,
      `score ${f.score}, LCP ${ms(f.lcpMs)}, TBT ${ms(f.tbtMs)}, CLS ${f.cls.toFixed(3)}`,
      `score >= ${MIN_SCORE}, CLS <= ${MAX_CLS}`,
      f.score >= MIN_SCORE && f.cls <= MAX_CLS,
    ),
  );
