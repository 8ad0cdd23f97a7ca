import type { Page, Route } from '@playwright/test';
import { admin, member } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import type { Navbar } from '../support/pages/navbar';
import { signInViaApi } from '../support/session';

// Faults: a remote bundle that is down or corrupt stays inside its own area. The plain
// "member remote unreachable" case is in public.spec.ts; these are the other ways a remote breaks.

const NOT_JAVASCRIPT = '<!doctype html><title>502 Bad Gateway</title>';

/** Answers every matching script with a broken body, as a misbehaving proxy or CDN would. */
const corrupt = (route: Route) =>
  route.fulfill({ status: 200, contentType: 'application/javascript', body: NOT_JAVASCRIPT });

const expectCard = async (page: Page) => {
  const card = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
  await expect(card).toContainText('This part of the site could not be loaded.');
  await expect(card.getByRole('button', { name: 'Retry' })).toBeVisible();
  return card;
};

/** The public pages (shell only) still work while the remote is broken. */
const expectPublicPagesWork = async (page: Page, navbar: Navbar) => {
  await navbar.home.click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Register for our Next Event' })).toBeVisible();
};

test('a corrupt member remoteEntry.js shows the card; public pages work; Retry works once it is fixed', async ({
  page,
  navbar,
}) => {
  const entry = '**/remotes/member-app/remoteEntry.js';
  await page.route(entry, corrupt);
  await signInViaApi(page, member);

  await page.goto('/dashboard');
  await expectCard(page);
  await expectPublicPagesWork(page, navbar);

  await page.goto('/dashboard');
  const card = await expectCard(page);
  await page.unroute(entry);
  await card.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: /^Welcome back/ })).toBeVisible();
});

test('an admin remote whose chunks fail (HTTP 503, then garbage) shows the card until they are back', async ({
  page,
  navbar,
}) => {
  // Everything of the remote but its entry: the entry loads, the code it then needs does not.
  const chunks = /\/remotes\/admin-app\/(?!remoteEntry\.js)[^/]+\.js$/;
  await page.route(chunks, (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }));
  await signInViaApi(page, admin);

  await page.goto('/admin/logs');
  let card = await expectCard(page);
  await expectPublicPagesWork(page, navbar);

  await page.unroute(chunks);
  await page.route(chunks, corrupt);
  await page.goto('/admin/logs');
  card = await expectCard(page);
  await card.getByRole('button', { name: 'Retry' }).click();
  card = await expectCard(page);

  await page.unroute(chunks);
  await card.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'System Logs' })).toBeVisible();
});
