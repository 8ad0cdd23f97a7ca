import type { Locator, Page } from '@playwright/test';

// /password-reset, two steps.
export class PasswordResetPage {
  readonly email: Locator;
  readonly sendCode: Locator;
  readonly codeSent: Locator;
  readonly code: Locator;
  readonly newPassword: Locator;
  readonly confirmPassword: Locator;
  readonly setPassword: Locator;

  constructor(private readonly page: Page) {
    this.email = page.getByLabel(/^Email/);
    this.sendCode = page.getByRole('button', { name: 'Send Reset Code' });
    this.codeSent = page.getByText(
      'If an account with that email exists, a reset code has been sent.',
    );
    this.code = page.getByLabel(/^Reset Code/);
    this.newPassword = page.getByLabel(/^New Password/);
    this.confirmPassword = page.getByLabel(/^Confirm New Password/);
    this.setPassword = page.getByRole('button', { name: 'Set New Password' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/password-reset');
  }

  async requestCode(email: string): Promise<void> {
    await this.email.fill(email);
    await this.sendCode.click();
  }

  async setNewPassword(code: string, password: string): Promise<void> {
    await this.code.fill(code);
    await this.newPassword.fill(password);
    await this.confirmPassword.fill(password);
    await this.setPassword.click();
  }
}
