import type { Locator, Page } from '@playwright/test';

export interface RegistrationDetails {
  /** Only on behalf of someone else: for oneself they come from the account. */
  attendee?: { firstName: string; lastName: string; email: string };
  sessions: string[];
  specialSessions?: string[];
  experience: 'New' | 'Beginner' | 'Intermediate' | 'Experienced';
  licensePlate?: string;
  bringGames?: string;
}

// /register-event: a card per state, or the registration form.
export class RegisterEventPage {
  readonly form: Locator;
  readonly submit: Locator;
  readonly registeredHeading: Locator;
  readonly registerSomeoneElse: Locator;

  constructor(private readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Registration form' });
    this.submit = this.form.getByRole('button', { name: 'Register' });
    this.registeredHeading = page.getByRole('heading', { name: 'You Are Registered!' });
    this.registerSomeoneElse = page.getByRole('button', { name: 'Register Someone Else' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/register-event');
  }

  async fill(details: RegistrationDetails): Promise<void> {
    const form = this.form;
    if (details.attendee) {
      await form.getByLabel(/^First Name/).fill(details.attendee.firstName);
      await form.getByLabel(/^Last Name/).fill(details.attendee.lastName);
      await form.getByLabel(/^Email/).fill(details.attendee.email);
    }
    for (const session of details.sessions) {
      await form.getByRole('checkbox', { name: new RegExp(`^${session} \\(`) }).check();
    }
    for (const game of details.specialSessions ?? []) {
      await form.getByRole('checkbox', { name: new RegExp(`^${game}`) }).check();
    }
    if (details.bringGames) await form.getByLabel('Games you will bring').fill(details.bringGames);
    await form.getByRole('radio', { name: new RegExp(`^${details.experience} `) }).check();
    if (details.licensePlate) {
      await form.getByRole('checkbox', { name: /parking spot/ }).check();
      await form.getByLabel(/^License Plate/).fill(details.licensePlate);
    }
    await form.getByRole('checkbox', { name: /I accept the/ }).check();
  }
}
