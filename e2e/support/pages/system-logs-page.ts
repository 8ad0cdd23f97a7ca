import type { Locator, Page } from '@playwright/test';

// /admin/logs, 'Admin: System Logs'.
export class SystemLogsPage {
  readonly heading: Locator;
  readonly cards: Locator;
  readonly filter: Locator;
  readonly reset: Locator;
  readonly empty: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'System Logs' });
    this.cards = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.locator('time') });
    this.filter = page.getByRole('button', { name: 'Filter', exact: true });
    this.reset = page.getByRole('button', { name: 'Reset', exact: true });
    this.empty = page.getByText('No logs found for the selected criteria.');
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin/logs');
    await this.heading.waitFor();
  }

  card(text: string | RegExp): Locator {
    return this.cards.filter({ hasText: text });
  }

  /** Types a day into the From Date or To Date picker, dd/mm/yyyy. */
  async pickDate(label: 'From Date' | 'To Date', ddmmyyyy: string): Promise<void> {
    await this.page
      .getByRole('group', { name: label })
      .getByRole('spinbutton', { name: 'Day' })
      .click();
    await this.page.keyboard.type(ddmmyyyy.replaceAll('/', ''));
  }

  async goToPage(n: number): Promise<void> {
    await this.page.getByRole('button', { name: `Go to page ${n}` }).click();
  }
}
