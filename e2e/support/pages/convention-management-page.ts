import type { Locator, Page } from '@playwright/test';
import { animationsSettled } from '../animations';

export interface NewConvention {
  name: string;
  /** ddmmyyyy, as typed into the date field. */
  startDate: string;
  endDate: string;
  season: 'Spring' | 'Winter';
}

// /admin/convention-management, 'Admin: Convention Management'.
export class ConventionManagementPage {
  readonly heading: Locator;
  readonly createButton: Locator;
  readonly upcoming: Locator;
  readonly past: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Convention Management' });
    this.createButton = page.getByRole('button', { name: 'Create New Convention' });
    this.upcoming = page.getByRole('region', { name: 'Upcoming & Active Conventions' });
    this.past = page.getByRole('region', { name: 'Past Conventions' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin/convention-management');
    await this.heading.waitFor();
  }

  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }

  /** The pickers take digits section by section: click the field's first section, then type. */
  async typeIntoPicker(scope: Locator, label: string, digits: string): Promise<void> {
    await scope.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
    await this.page.keyboard.type(digits);
  }

  async create(convention: NewConvention): Promise<void> {
    await this.createButton.click();
    const dialog = this.dialog('Create New Convention');
    await dialog.getByRole('textbox', { name: 'Convention Name' }).fill(convention.name);
    await this.typeIntoPicker(dialog, 'Start Date', convention.startDate);
    await this.typeIntoPicker(dialog, 'End Date', convention.endDate);
    await dialog.getByRole('combobox', { name: 'Season' }).click();
    await this.page.getByRole('option', { name: convention.season }).click();
    await dialog.getByRole('button', { name: 'Create Convention' }).click();
  }

  async toggleDetails(name: string): Promise<void> {
    await this.page
      .getByRole('button', { name: new RegExp(`^(Show|Hide) details of ${escapeRegExp(name)}$`) })
      .click();
    await animationsSettled(this.page);
  }

  sessionsTable(): Locator {
    return this.page.getByRole('table', { name: 'Sessions' });
  }

  toast(text: string): Locator {
    return this.page.locator('#notistack-snackbar').filter({ hasText: text });
  }
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
