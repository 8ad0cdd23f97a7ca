import type { Locator, Page } from '@playwright/test';

export interface SignUpDetails {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  yearOfBirth?: number;
  nationality?: string;
}

// /register, 'Create an Account'.
export class RegisterPage {
  readonly heading: Locator;
  readonly submit: Locator;
  readonly checkEmailHeading: Locator;
  readonly proceedToLogin: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Create an Account' });
    this.submit = page.getByRole('button', { name: 'Sign Up' });
    this.checkEmailHeading = page.getByRole('heading', { name: 'Check Your Email!' });
    this.proceedToLogin = page.getByRole('link', { name: 'Proceed to Login' });
  }

  // Anchored: required fields add ' *' to the label, and the show/hide toggles mention 'password'.
  field(label: string): Locator {
    return this.page.getByLabel(new RegExp(`^${label}`));
  }

  async goto(): Promise<void> {
    await this.page.goto('/register');
  }

  async signUp(details: SignUpDetails): Promise<void> {
    await this.field('First Name').fill(details.firstName);
    await this.field('Last Name').fill(details.lastName);
    await this.field('Email').fill(details.email);
    await this.field('Password').fill(details.password);
    await this.field('Confirm Password').fill(details.password);
    if (details.yearOfBirth) await this.field('Year of Birth').fill(String(details.yearOfBirth));
    if (details.nationality) await this.field('Nationality').fill(details.nationality);
    await this.submit.click();
  }
}
