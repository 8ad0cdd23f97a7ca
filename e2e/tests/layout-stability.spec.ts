import type { APIRequestContext } from '@playwright/test';
import { admin } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { api } from '../support/invoice-fixtures';
import { loginToken } from '../support/member-accounts';

// CLS <= 0.05. What moves is a matter of layout, not of speed, so this is a plain test: the
// pages' answers are held back as on a slow phone network, and the layout shifts are summed as
// Lighthouse does (those without recent input). The pages show an announcements panel and a notice.

const DAY = 86_400_000;
const created: string[] = [];

const announce = async (request: APIRequestContext, title: string, codes: string[]) => {
  const token = await loginToken(request, admin);
  const tags = await api<{ id: number; code: string }[]>(
    request,
    'GET',
    '/api/Notification/tags',
    token,
  );
  const { body } = await api<{ noteId: string }>(request, 'POST', '/api/Notification', token, {
    title,
    body: '<p>Two lines of text, as an announcement usually has, so that it takes some room.</p>',
    validFrom: new Date(Date.now() - DAY).toISOString(),
    validTo: new Date(Date.now() + DAY).toISOString(),
    isActive: true,
    tags: tags.body.data.filter((tag) => codes.includes(tag.code.toUpperCase())),
  });
  created.push(body.data.noteId);
};

test.beforeAll(async ({ request }) => {
  await announce(request, 'Layout: the panel', ['PUBLIC', 'HOMEPAGE']);
  await announce(request, 'Layout: a notice', ['PUBLIC', 'HOMEPAGE', 'NOTIFICATION']);
  await announce(request, 'Layout: on the convention page', ['PUBLIC', 'CONVENTION']);
});

test.afterAll(async ({ request }) => {
  const token = await loginToken(request, admin);
  for (const noteId of created) {
    await request.delete(`/api/Notification/${noteId}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
  }
});

for (const [path, shown] of [
  ['/', 'Layout: the panel'],
  ['/winter-convention', 'Layout: on the convention page'],
] as const) {
  for (const width of [412, 1280]) {
    test(`${path} at ${width} px does not move as its answers arrive`, async ({ page }) => {
      await page.setViewportSize({ width, height: 823 });
      await page.route(/\/api\/(Notification\/public|Convention\/active)$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        await route.continue();
      });
      await page.addInitScript(() => {
        const total = { value: 0 };
        (window as unknown as { layoutShift: typeof total }).layoutShift = total;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {
            value: number;
            hadRecentInput: boolean;
          }[]) {
            if (!entry.hadRecentInput) total.value += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(path);
      await expect(page.getByText(shown)).toBeVisible();
      await page.waitForLoadState('networkidle');
      const shift = await page.evaluate(
        () => (window as unknown as { layoutShift: { value: number } }).layoutShift.value,
      );
      expect(shift).toBeLessThanOrEqual(0.05);
    });
  }
}
