import type { Page } from '@playwright/test';
import { admin } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { SystemLogsPage } from '../support/pages/system-logs-page';
import { signInViaApi } from '../support/session';

const ddmmyyyy = (date: Date) =>
  `${String(date.getUTCDate()).padStart(2, '0')}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${date.getUTCFullYear()}`;

/** 25 entries with stack traces, answered instead of the server: paging and traces at will. */
const routeManyLogs = async (page: Page) => {
  const entries = Array.from({ length: 25 }, (_, i) => ({
    id: 100 - i,
    logLevel: (['Error', 'Critical', 'Warning', 'Info'] as const)[i % 4],
    message: `POST /api/Registration: failure number ${i + 1} (at server/src/routes/registrations/index.ts:${40 + i})`,
    stackTrace: `Error: failure number ${i + 1}\n    at handler (/opt/18xx-belgium/app/server/src/routes/registrations/index.ts:${40 + i}:11)\n    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)`,
    createDate: new Date(Date.UTC(2026, 2, 1, 12, 59 - i)).toISOString(),
  }));
  const bodies: Array<{ pageNumber: number }> = [];
  await page.route('**/api/Logs', async (route) => {
    const body = route.request().postDataJSON() as { pageNumber: number; pageSize: number };
    bodies.push(body);
    const start = (body.pageNumber - 1) * body.pageSize;
    await route.fulfill({
      json: {
        result: 0,
        errorMessage: null,
        data: {
          items: entries.slice(start, start + body.pageSize),
          totalCount: entries.length,
          pageSize: body.pageSize,
          pageNumber: body.pageNumber,
        },
      },
    });
  });
  return bodies;
};

test('what the server wrote shows with its level, file and line, and the date filter finds it', async ({
  page,
}) => {
  // SEED_DEMO writes a warning and an error through the server's own log writer at start-up.
  await signInViaApi(page, admin);
  const logs = new SystemLogsPage(page);
  await logs.goto();

  const warning = logs.card('Demo entry: mail #1').first();
  const error = logs.card('GET /api/Convention: Demo entry').first();
  await expect(warning.getByText('Warning', { exact: true })).toBeVisible();
  await expect(error.getByText('Error', { exact: true })).toBeVisible();
  // The file apart from the message: the TypeScript source with source maps, else the bundle.
  await expect(error.locator('code')).toHaveText(
    /^server\/(src\/domain\/logs\/demo-logs\.ts|dist\/server\.js)$/,
  );
  await expect(error).toContainText(/line \d+/);
  await error.getByRole('button', { name: 'Show Stack Trace' }).click();
  await expect(
    error.getByText(/^Error: Demo entry: the database did not answer in time\n/),
  ).toBeVisible();

  const today = new Date();
  const yesterday = new Date(today.getTime() - 86_400_000);
  await logs.pickDate('From Date', ddmmyyyy(today));
  await logs.pickDate('To Date', ddmmyyyy(today));
  await logs.filter.click();
  await expect(warning).toBeVisible();

  await logs.reset.click();
  await logs.pickDate('From Date', ddmmyyyy(yesterday));
  await logs.pickDate('To Date', ddmmyyyy(yesterday));
  await logs.filter.click();
  await expect(logs.empty).toBeVisible();

  await logs.reset.click();
  await expect(warning).toBeVisible();
  await expect(page.getByRole('group', { name: 'From Date' })).not.toContainText(/\d/);
});

for (const width of [390, 1280]) {
  test(`at ${width} px: one stack trace open at a time, closed by a page change`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    const bodies = await routeManyLogs(page);
    await signInViaApi(page, admin);
    const logs = new SystemLogsPage(page);
    await logs.goto();

    const firstCard = logs.card(/failure number 1(?!\d)/);
    const secondCard = logs.card(/failure number 2(?!\d)/);
    await expect(logs.cards).toHaveCount(20);
    await expect(firstCard.getByText('server/src/routes/registrations/index.ts')).toBeVisible();
    await expect(firstCard).toContainText('line 40');

    await firstCard.getByRole('button', { name: 'Show Stack Trace' }).click();
    await expect(firstCard.getByText(/^Error: failure number 1\n/)).toBeVisible();
    await secondCard.getByRole('button', { name: 'Show Stack Trace' }).click();
    await expect(secondCard.getByText(/^Error: failure number 2\n/)).toBeVisible();
    await expect(firstCard.getByText(/^Error: failure number 1\n/)).toHaveCount(0);

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    expect(overflow, 'nothing sticks out sideways').toBeLessThanOrEqual(0);
    await page.screenshot({
      path: test.info().outputPath(`system-logs-${width}.png`),
      fullPage: true,
    });

    await logs.goToPage(2);
    await expect(logs.cards).toHaveCount(5);
    expect(bodies.at(-1)?.pageNumber).toBe(2);
    await logs.goToPage(1);
    await expect(logs.cards).toHaveCount(20);
    await expect(page.getByRole('button', { name: 'Hide Stack Trace' })).toHaveCount(0);

    await logs.goToPage(2);
    await logs.filter.click();
    await expect(logs.cards).toHaveCount(20);
    expect(bodies.at(-1)?.pageNumber).toBe(1);
  });
}
