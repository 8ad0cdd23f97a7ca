import type { Browser, Page } from '@playwright/test';
import { admin, type Credentials } from '../support/accounts';
import { seriousAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { createApprovedMember, type NewMember } from '../support/member-accounts';
import { ContactPage, ConversationPage, InboxListPage } from '../support/pages/inbox-pages';
import { signInViaApi } from '../support/session';

// A member asks the organisers a question, an admin answers from the admin inbox, the
// member notices the envelope, reads the answer and replies. Each person has a browser of their own.
test.describe.configure({ mode: 'serial' });

const ENVELOPE = /unread messages/i;
const SUBJECT = 'Parking for a camper van';

let ines: NewMember;
let noteId = '';

const signedIn = async (browser: Browser, who: Credentials, width = 1280): Promise<Page> => {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signInViaApi(page, { email: who.email, password: who.password });
  return page;
};

const noOverflow = async (page: Page) => {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
};

test.beforeAll(async ({ request }) => {
  ines = await createApprovedMember(request, 'Ines');
});

test('a member sends a question from Contact Us; it reaches the admin inbox', async ({
  browser,
}) => {
  const page = await signedIn(browser, ines);
  const contact = new ContactPage(page);
  await contact.goto();
  await contact.send.click();
  await expect(page.getByText('A subject is required.')).toBeVisible();
  await expect(page.getByText('A message body is required.')).toBeVisible();

  await contact.subject.fill(SUBJECT);
  await contact.message.fill('Can I park a 7 m camper van?\nIt has Belgian plates.');
  await contact.send.click();
  await expect(page.getByText('Your message has been sent successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/inbox$/);
  const inbox = new InboxListPage(page);
  await expect(inbox.conversation(SUBJECT)).toBeVisible();
  noteId = ((await inbox.conversation(SUBJECT).getAttribute('href')) ?? '').split('/').pop() ?? '';
  expect(noteId).not.toBe('');
  await page.context().close();
});

test('the admin opens it from the admin inbox and answers', async ({ browser }) => {
  const page = await signedIn(browser, admin);
  const adminInbox = new InboxListPage(page, '/admin/inbox');
  await adminInbox.goto();
  const row = adminInbox.conversation(SUBJECT);
  await expect(row).toBeVisible();
  // Unread: in bold.
  await expect(row).toHaveCSS('font-weight', '700');
  await row.click();

  await expect(page).toHaveURL(new RegExp(`/inbox/conversation/${noteId}$`));
  await expect(page.getByRole('link', { name: 'Back to Admin Inbox' })).toHaveAttribute(
    'href',
    '/admin/inbox',
  );
  const conversation = new ConversationPage(page);
  await expect(conversation.message).toContainText('It has Belgian plates.');
  await conversation.answer('Yes: the car park takes camper vans up to 8 m.');
  await expect(page.getByText('Reply sent successfully.')).toBeVisible();
  await expect(conversation.reply('Site Administrator')).toContainText('Admin');
  await expect(conversation.replyBox).toHaveValue('');
  await page.context().close();
});

test('the member sees the envelope, reads the answer and replies', async ({ browser }) => {
  // A new browser session: the unread check runs once after login.
  const page = await signedIn(browser, ines);
  await page.goto('/dashboard');
  const envelope = page.getByRole('banner').getByRole('link', { name: ENVELOPE });
  await expect(envelope).toBeVisible();
  await expect(page.getByRole('region', { name: 'My Inbox' })).toContainText('1 unread message');

  await envelope.click();
  const inbox = new InboxListPage(page);
  await expect(inbox.heading).toBeVisible();
  // Opening the inbox clears the indicator.
  await expect(envelope).toHaveCount(0);
  await inbox.conversation(SUBJECT).click();

  const conversation = new ConversationPage(page);
  const answer = conversation.reply('Site Administrator');
  await expect(answer).toContainText('camper vans up to 8 m');
  await expect(answer).toContainText('Admin');
  await conversation.answer('Perfect, thank you!');
  const mine = conversation.reply(ines.fullName);
  await expect(mine).toContainText('Perfect, thank you!');
  await expect(mine).toContainText('You');

  await page.goto('/inbox');
  await expect(inbox.conversation(SUBJECT)).toHaveCSS('font-weight', '400');
  await page.context().close();
});

test('another member cannot open the conversation by its id', async ({ browser, request }) => {
  const olaf = await createApprovedMember(request, 'Olaf');
  const page = await signedIn(browser, olaf);
  await page.goto(`/inbox/conversation/${noteId}`);
  await expect(page.getByText('Conversation not found.')).toBeVisible();
  await expect(page.getByText('camper van')).toHaveCount(0);
  await page.goto('/inbox');
  await expect(page.getByText('Your inbox is empty.')).toBeVisible();
  await page.context().close();
});

for (const width of [390, 1280]) {
  test(`the member's inbox pages at ${width} px fit the screen and pass axe`, async ({
    browser,
  }, testInfo) => {
    test.slow();
    const page = await signedIn(browser, ines, width);
    for (const [name, path] of [
      ['inbox', '/inbox'],
      ['conversation', `/inbox/conversation/${noteId}`],
      ['contact-us', '/contact-us'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await noOverflow(page);
      await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
      expect(await seriousAxeViolations(page), name).toEqual([]);
    }
    await page.context().close();
  });

  test(`the admin inbox at ${width} px fits the screen and passes axe`, async ({ browser }) => {
    test.slow();
    const page = await signedIn(browser, admin, width);
    await page.goto('/admin/inbox');
    await expect(new InboxListPage(page, '/admin/inbox').summary).toBeVisible();
    await noOverflow(page);
    expect(await seriousAxeViolations(page), 'admin inbox').toEqual([]);
    await page.getByRole('button', { name: 'Create New Message' }).click();
    await expect(page.getByRole('dialog', { name: 'Create New Message' })).toBeVisible();
    expect(await seriousAxeViolations(page), 'new message').toEqual([]);
    await page.context().close();
  });
}
