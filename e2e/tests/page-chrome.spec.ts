import type { Page } from '@playwright/test';
import { admin, member } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { api } from '../support/invoice-fixtures';
import { loginToken } from '../support/member-accounts';
import { signInViaApi } from '../support/session';

// What every page shares, at a phone's width and a desktop's: the document title, where toasts
// appear, the focus ring of a checkbox, and amounts in stored HTML that never wrap inside.

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const boxOf = async (page: Page, selector: string): Promise<Box> => {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
  return box;
};

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('each page has its own document title', async ({ page, request }) => {
      // Already in the prerendered HTML, before any script runs.
      const html = await (await request.get('/terms')).text();
      expect(html).toContain('<title>General Terms &amp; Conditions · 18xx Belgium</title>');
      await page.goto('/');
      await expect(page).toHaveTitle('Home · 18xx Belgium');
      await page.goto('/terms');
      await expect(page).toHaveTitle('General Terms & Conditions · 18xx Belgium');
      await page.goto('/login');
      await expect(page).toHaveTitle('Login · 18xx Belgium');
      await signInViaApi(page, admin);
      await page.goto('/admin/featured-games');
      await expect(page).toHaveTitle('Featured Games · 18xx Belgium');
      await page.goto('/my-registrations');
      await expect(page).toHaveTitle('My Event Registrations · 18xx Belgium');
    });

    test("a toast never covers the navbar's buttons", async ({ page, request }) => {
      const gameName = `18Toast ${width}-${Date.now()}`;
      // The game exists only to bring up a toast: it goes again afterwards.
      await signInViaApi(page, admin);
      await page.goto('/admin/featured-games');
      await page.getByRole('button', { name: 'Create New Game' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create New Game' });
      await dialog.getByRole('textbox', { name: 'Game Name' }).fill(gameName);
      await dialog.getByRole('button', { name: 'Create Game' }).click();
      const toast = page.locator('.notistack-Snackbar', { hasText: 'Game created successfully!' });
      await expect(toast).toBeVisible();
      await expect(dialog).toBeHidden();
      // Wait for the toast's entry to finish: it slides in.
      await expect(async () => {
        const before = await toast.boundingBox();
        await page.waitForTimeout(100);
        expect(await toast.boundingBox()).toEqual(before);
      }).toPass();
      const toastBox = await toast.boundingBox();
      const header = await boxOf(page, 'header');
      expect(toastBox!.y).toBeGreaterThanOrEqual(header.y + header.height);
      const buttons = page.locator('header').getByRole('button');
      for (let i = 0; i < (await buttons.count()); i += 1) {
        const button = await buttons.nth(i).boundingBox();
        if (button) expect(overlaps(toastBox!, button)).toBe(false);
      }
      if (width === 390) {
        await expect(page.getByRole('button', { name: 'Open navigation menu' })).toBeVisible();
        // Not covered: the menu button is what a click at its centre reaches.
        await page.getByRole('button', { name: 'Open navigation menu' }).click({ trial: true });
      }

      const adminToken = await loginToken(request, admin);
      const games = await api<{ id: string; gameName: string }[]>(
        request,
        'GET',
        '/api/FeaturedGames',
        adminToken,
      );
      const created = games.body.data.find((game) => game.gameName === gameName);
      if (created) {
        await request.delete(`/api/FeaturedGames/${created.id}`, {
          headers: { Authorization: `Bearer ${adminToken}` },
        });
      }
    });

    test("a checkbox's focus ring leaves its label readable", async ({ page }) => {
      await signInViaApi(page, admin);
      await page.goto('/admin/notifications');
      await page.getByRole('button', { name: 'Create Notification' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create Notification' });
      await dialog.getByRole('textbox', { name: 'Title' }).click();
      // By keyboard, as the ring shows for keyboard focus.
      let onCheckbox = false;
      for (let i = 0; i < 30 && !onCheckbox; i += 1) {
        await page.keyboard.press('Tab');
        onCheckbox = await page.evaluate(
          () => document.activeElement?.closest('.MuiCheckbox-root') !== null,
        );
      }
      expect(onCheckbox).toBe(true);
      const ring = await page.evaluate(() => {
        const input = document.activeElement as HTMLElement;
        const control = input.closest('.MuiCheckbox-root') as HTMLElement;
        const label = control
          .closest('.MuiFormControlLabel-root')
          ?.querySelector('.MuiFormControlLabel-label');
        const text = label?.firstChild;
        if (!text) throw new Error('no label text');
        const range = document.createRange();
        range.setStart(text, 0);
        range.setEnd(text, 1);
        const style = getComputedStyle(control);
        const box = control.getBoundingClientRect();
        const reach = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth);
        return {
          visible: style.outlineStyle === 'solid' && parseFloat(style.outlineWidth) >= 2,
          ringRight: box.right + reach,
          firstLetterLeft: range.getBoundingClientRect().left,
        };
      });
      expect(ring.visible).toBe(true);
      expect(ring.ringRight).toBeLessThanOrEqual(ring.firstLetterLeft);
    });

    test('amounts in a message never wrap inside themselves', async ({ page, request }) => {
      const adminToken = await loginToken(request, admin);
      const users = await api<{ id: string; email: string }[]>(
        request,
        'GET',
        '/api/User',
        adminToken,
      );
      const memberId = users.body.data.find((user) => user.email === member.email)?.id;
      expect(memberId).toBeTruthy();
      // An invoice's lines as older invoices hold them: no nowrap of their own on the amounts.
      const cell = 'padding: 4px 12px; border: 1px solid #ccc';
      const row = (description: string, amount: string) =>
        `<tr><td style="${cell}">${description}</td><td style="${cell}; text-align: right">${amount}</td></tr>`;
      const title = `Fees overview ${width} ${Date.now()}`;
      const sent = await api<{ noteId: string }>(
        request,
        'POST',
        '/api/Inbox/admin/message/send',
        adminToken,
        {
          recipientIds: [memberId],
          title,
          body: [
            '<p>Thank you for registering.</p><table><tbody>',
            row('Spring convention fee: Annemarie Vandenbroucke-Peeters', '€75.00'),
            row('Parking: Annemarie Vandenbroucke-Peeters (1-ABC-123)', '€15.00'),
            row('Spring convention fee: Bartholomeus Verstraeten', '€1275.00'),
            '</tbody></table>',
          ].join(''),
        },
      );
      expect(sent.status).toBe(200);

      await signInViaApi(page, member);
      await page.goto(`/inbox/conversation/${sent.body.data.noteId}`);
      const article = page.getByRole('article');
      await expect(article.getByRole('cell', { name: '€1275.00' })).toBeVisible();
      const lines = await article.evaluate((box) =>
        Array.from(box.querySelectorAll('td'))
          .filter((td) => td.textContent?.startsWith('€'))
          .map((td) => {
            const range = document.createRange();
            range.selectNodeContents(td);
            // One line box per amount: a wrapped amount has two.
            return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)))
              .size;
          }),
      );
      expect(lines).toEqual([1, 1, 1]);
      // And the page itself never scrolls sideways.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}
