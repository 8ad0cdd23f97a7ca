import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { admin, type Credentials } from '../support/accounts';
import { seriousAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { createValidatedApplicant, loginToken } from '../support/member-accounts';
import { UserManagementPage } from '../support/pages/user-management-page';
import { signInViaApi } from '../support/session';

// A member's pages follow what the organisers do while the member is signed in: an approval
// takes them from Account Pending to the dashboard, and a message shows the navbar envelope,
// without logging out. Member and admin each have a browser of their own.

const ENVELOPE = /unread messages/i;

const signedIn = async (browser: Browser, who: Credentials, width: number): Promise<Page> => {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signInViaApi(page, { email: who.email, password: who.password });
  return page;
};

/** The member comes back to their window: it gets the focus (and is visible) again. */
const comeBackTo = async (page: Page) => {
  await page.bringToFront();
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
};

/** The admin's calls, through the API: the id of the member, a message, a suspension... */
const asAdmin = async (request: APIRequestContext, email: string) => {
  const headers = { Authorization: `Bearer ${await loginToken(request, admin)}` };
  const users = (await (await request.get('/api/User', { headers })).json()) as {
    data: { id: string; email: string }[];
  };
  const id = users.data.find((user) => user.email === email)?.id;
  expect(id, `${email} is listed`).toBeTruthy();
  const post = async (url: string, data?: unknown) => {
    const response = await request.post(url, { headers, data });
    expect(response.ok(), `POST ${url}`).toBe(true);
  };
  return {
    sendMessage: (title: string) =>
      post('/api/Inbox/admin/message/send', {
        recipientIds: [id],
        title,
        body: '<p>Welcome aboard!</p>',
      }),
    suspend: () => post(`/api/User/${id}/suspend`),
    reactivate: () => post(`/api/User/${id}/reactivate`),
  };
};

for (const width of [390, 1280]) {
  test(`at ${width} px an approval and a message reach a signed-in member without a new login`, async ({
    browser,
    request,
  }) => {
    test.slow();
    const applicant = await createValidatedApplicant(request, width === 390 ? 'Fern' : 'Flora');
    const member = await signedIn(browser, applicant, width);
    const logins: string[] = [];
    member.on('request', (r) => {
      if (r.url().endsWith('/api/Auth/login')) logins.push(r.url());
    });
    await member.goto('/awaiting-approval');
    await expect(member.getByRole('heading', { name: 'Account Pending' })).toBeVisible();
    const tokenBefore = await member.evaluate(() => localStorage.getItem('authToken'));

    // The admin approves the account from User Management, in a browser of their own.
    const adminPage = await signedIn(browser, admin, 1280);
    const users = new UserManagementPage(adminPage);
    await users.goto();
    await users.perform('Approve', applicant.fullName);
    await expect(adminPage.getByText('User approved successfully.')).toBeVisible();

    // Back on the member's window: the dashboard, signed in all along.
    await comeBackTo(member);
    await expect(member).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    await expect(
      member.getByRole('heading', { name: `Welcome back, ${applicant.firstName}` }),
    ).toBeVisible();
    await expect(member.getByText('No unread messages')).toBeVisible();
    expect(logins).toEqual([]);
    const tokenAfter = await member.evaluate(() => localStorage.getItem('authToken'));
    expect(tokenAfter).not.toBe(tokenBefore);

    // An organiser writes; the envelope and the dashboard's count follow within a minute.
    await expect(member.getByRole('link', { name: ENVELOPE })).toHaveCount(0);
    const organiser = await asAdmin(request, applicant.email);
    await organiser.sendMessage('Your account is approved');
    await comeBackTo(member);
    await expect(member.getByRole('link', { name: ENVELOPE })).toBeVisible({ timeout: 60_000 });
    await expect(member.getByText('1 unread message')).toBeVisible();
    expect(logins).toEqual([]);

    // Suspended, the member's refused refresh shows why; reactivated, they are back.
    await organiser.suspend();
    await comeBackTo(member);
    await expect(member).toHaveURL(/\/account-suspended$/);
    await expect(member.getByText(/suspended by an administrator/)).toBeVisible();
    expect(await seriousAxeViolations(member), 'account suspended').toEqual([]);
    await organiser.reactivate();
    // The refresh is asked at most once per 5 s: the member comes back a little later.
    await member.waitForTimeout(5_000);
    await comeBackTo(member);
    await expect(member).toHaveURL(/\/dashboard$/);
    expect(logins).toEqual([]);

    await adminPage.context().close();
    await member.context().close();
  });
}

test('the account-state pages send anyone else where they belong', async ({ page }) => {
  await page.goto('/awaiting-approval');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/account-suspended');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your account has been suspended')).toHaveCount(0);

  await signInViaApi(page, admin);
  await page.goto('/awaiting-approval');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/account-suspended');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a reload with an expired session lands on the login page, which says why', async ({
  page,
}) => {
  await page.goto('/remotes.json');
  // The browser reads the claims without checking the signature: an expired token will do.
  await page.evaluate(() => {
    const part = (value: object) =>
      btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    const token = [
      part({ alg: 'HS256', typ: 'JWT' }),
      part({
        sub: '00000000-0000-4000-8000-000000000000',
        email: 'gone@example.com',
        given_name: 'Gone',
        family_name: 'Away',
        role: ['REGISTERED', 'USER'],
        email_verified: true,
        canRegisterMultiplePlayers: false,
        yearOfBirth: null,
        nationality: null,
        exp: Math.floor(Date.now() / 1000) - 60,
      }),
      'signature',
    ].join('.');
    localStorage.setItem('authToken', token);
  });
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible();
  // Said once: a reload of the login page does not repeat it.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Member Login' })).toBeVisible();
  await expect(page.getByText('Your session has expired. Please log in again.')).toHaveCount(0);
});
