import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import type axe from 'axe-core';
import { animationsSettled } from './animations';

let source: string | undefined;
const axeSource = () => (source ??= readFileSync(require.resolve('axe-core'), 'utf8'));

export type AxeFinding = { id: string; impact: string; help: string; targets: string[] };

/**
 * Runs axe-core on the current page, or only on the elements matching `within`, and returns the
 * serious and critical violations only.
 * axe is evaluated through the DevTools protocol, as Playwright's own scripts are, not added as an
 * inline <script>: the site's Content-Security-Policy stays in force during the scan.
 */
export async function seriousAxeViolations(page: Page, within?: string): Promise<AxeFinding[]> {
  // A transition still running (a dialog fading in) would skew the contrast checks.
  await animationsSettled(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource());
  const violations = await page.evaluate(async (selector) => {
    const runner = (window as unknown as { axe: typeof axe }).axe;
    const context = selector ? { include: [selector] } : document;
    const results = await runner.run(context, { resultTypes: ['violations'] });
    return results.violations;
  }, within);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

export const PHONE_AND_DESKTOP = [390, 1280] as const;

/**
 * Scans what is on screen at each width in turn, without reloading: the layout follows the
 * viewport. `ready` must resolve once what is to be scanned is visible at that width; `within`
 * narrows the scan as in seriousAxeViolations.
 */
export async function seriousAxeViolationsByWidth(
  page: Page,
  ready: Locator[],
  { widths = PHONE_AND_DESKTOP, within }: { widths?: readonly number[]; within?: string } = {},
): Promise<Record<number, AxeFinding[]>> {
  const findings: Record<number, AxeFinding[]> = {};
  for (const width of widths) {
    await page.setViewportSize({ width, height: 844 });
    for (const locator of ready) await locator.waitFor({ timeout: 20_000 });
    findings[width] = await seriousAxeViolations(page, within);
  }
  return findings;
}

/** What a page without serious findings at every width of `seriousAxeViolationsByWidth` gives. */
export const noFindings = () => Object.fromEntries(PHONE_AND_DESKTOP.map((width) => [width, []]));
