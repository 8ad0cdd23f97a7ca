import type { Locator, Page } from '@playwright/test';
import { animationsSettled } from '../animations';

// /admin/registrations, Convention Registrations.
export class AdminRegistrationsPage {
  readonly exportButton: Locator;
  readonly awaitingInvoice: Locator;
  readonly updateDialog: Locator;

  constructor(private readonly page: Page) {
    this.exportButton = page.getByRole('button', { name: 'Export to CSV' });
    this.awaitingInvoice = page.getByRole('region', { name: 'Awaiting Invoice' });
    this.updateDialog = page.getByRole('dialog');
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin/registrations');
  }

  heading(total: number): Locator {
    return this.page.getByRole('heading', {
      level: 1,
      name: `Convention Registrations (${total})`,
    });
  }

  /** The row's summary button: its name starts with the attendee's name. */
  row(attendee: string): Locator {
    return this.page.getByRole('button', { name: new RegExp(`^${attendee}`) });
  }

  /** Opens the row and returns its details once they have finished expanding. */
  async expand(attendee: string): Promise<Locator> {
    await this.row(attendee).click();
    await animationsSettled(this.page);
    return this.page.getByRole('region', { name: new RegExp(`^${attendee}`) });
  }

  async openUpdate(attendee: string): Promise<void> {
    await (
      await this.expand(attendee)
    )
      .getByRole('button', { name: 'Update Registration' })
      .click();
  }
}
