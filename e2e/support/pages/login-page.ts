import type { Locator, Page } from '@playwright/test';
import type { Credentials } from '../accounts';

// /login, 'Member Login'.
export class LoginPage {
  readonly heading: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly alert: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Member Login' });
    // Anchored: required fields add ' *' to the label, and a show/hide toggle would also mention 'password'.
    this.email = page.getByLabel(/^Email/);
    this.password = page.getByLabel(/^Password/);
    this.submit = page.getByRole('button', { name: /^Log ?in$/i });
    this.alert = page.getByRole('alert');
  }

  async goto(): Promise<void> {
    await this.page.goto('/login');
  }

  async login({ email, password }: Credentials): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }
}
