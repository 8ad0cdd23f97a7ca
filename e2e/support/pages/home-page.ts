import type { Locator, Page } from '@playwright/test';

// The home page, 'Home'.
export class HomePage {
  readonly registerForEvent: Locator;
  readonly announcements: Locator;
  readonly notices: Locator;

  constructor(private readonly page: Page) {
    this.registerForEvent = page.getByRole('link', { name: 'Register for our Next Event' });
    this.announcements = page.getByRole('region', { name: 'Announcements' });
    this.notices = page.getByRole('region', { name: 'Notices' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/');
    await this.registerForEvent.waitFor();
  }

  announcement(title: string): Locator {
    return this.announcements.getByRole('heading', { name: title, exact: true });
  }
}
