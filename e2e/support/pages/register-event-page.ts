import { expect, type Locator, type Page } from '@playwright/test';
import { tabTo } from '../keyboard';

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

  /** A picker of the form: games from the catalogue, or people to play with. */
  picker(name: string): Locator {
    return this.form.getByRole('combobox', { name });
  }

  /** The picks a picker shows, as their chips read. */
  picks(name: string): Locator {
    return this.picker(name)
      .locator('xpath=ancestor::div[contains(@class, "MuiAutocomplete-root")]')
      .locator('.MuiChip-label');
  }

  /** Tabs to a picker, types, and picks the first choice left, by keyboard only. */
  async pickByKeyboard(name: string, typed: string): Promise<void> {
    const picker = this.picker(name);
    await expect(picker).not.toHaveAttribute('readonly');
    await tabTo(this.page, picker);
    await this.page.keyboard.type(typed);
    await expect(this.page.getByRole('listbox')).toBeVisible();
    await this.page.keyboard.press('ArrowDown');
    await this.page.keyboard.press('Enter');
    await this.page.keyboard.press('Escape');
    await expect(this.page.getByRole('listbox')).toHaveCount(0);
  }
}
