import type { Locator, Page } from '@playwright/test';

// /inbox and /admin/inbox: the same list, the member's or everyone's.
export class InboxListPage {
  readonly heading: Locator;
  readonly summary: Locator;

  constructor(
    private readonly page: Page,
    private readonly path: '/inbox' | '/admin/inbox' = '/inbox',
  ) {
    this.heading = page.getByRole('heading', {
      level: 1,
      name: path === '/inbox' ? 'My Inbox' : 'Admin Inbox',
    });
    this.summary = page.getByText(/^Showing \d+-\d+ of \d+ messages$/);
  }

  async goto(): Promise<void> {
    await this.page.goto(this.path);
  }

  /** The newest conversation with this title: a retried spec may have written an older one. */
  conversation(title: string | RegExp): Locator {
    return this.page.getByRole('link', { name: title }).first();
  }
}

// /inbox/conversation/{noteId}: the message, its replies and the reply form.
export class ConversationPage {
  readonly message: Locator;
  readonly replyBox: Locator;
  readonly sendReply: Locator;

  constructor(private readonly page: Page) {
    this.message = page.getByRole('article');
    this.replyBox = page.getByPlaceholder('Type your reply here...');
    this.sendReply = page.getByRole('button', { name: 'Send Reply' });
  }

  /** The reply cards are named after their author. */
  reply(author: string): Locator {
    return this.page.getByLabel(`Reply from ${author}`);
  }

  async answer(text: string): Promise<void> {
    await this.replyBox.fill(text);
    await this.sendReply.click();
  }
}

// /contact-us.
export class ContactPage {
  readonly subject: Locator;
  readonly message: Locator;
  readonly send: Locator;

  constructor(private readonly page: Page) {
    this.subject = page.getByRole('textbox', { name: 'Subject' });
    this.message = page.getByRole('textbox', { name: 'Message' });
    this.send = page.getByRole('button', { name: 'Send Message' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/contact-us');
  }
}
