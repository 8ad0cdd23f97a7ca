import type { Locator, Page } from '@playwright/test';

// /awaiting-approval, 'Account Pending'.
export class AwaitingApprovalPage {
  readonly heading: Locator;
  readonly code: Locator;
  readonly validate: Locator;
  readonly resend: Locator;
  readonly logout: Locator;
  readonly awaitingAdmin: Locator;

  constructor(page: Page) {
    this.heading = page.getByRole('heading', { name: 'Account Pending' });
    this.code = page.getByLabel('Validation Code');
    this.validate = page.getByRole('button', { name: 'Validate' });
    this.resend = page.getByRole('button', { name: 'Resend it' });
    this.logout = page.getByRole('main').getByRole('button', { name: 'Logout' });
    this.awaitingAdmin = page.getByText(/awaiting approval by an administrator/);
  }

  async validateWith(code: string): Promise<void> {
    await this.code.fill(code);
    await this.validate.click();
  }
}
