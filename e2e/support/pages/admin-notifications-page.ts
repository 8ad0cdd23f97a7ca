import type { Locator, Page } from '@playwright/test';

export interface NewNotification {
  title: string;
  body?: string;
  /** dd/mm/yyyy */
  validFrom: string;
  validTo: string;
  isPublic: boolean;
  extraTags: string[];
}

// /admin/notifications, 'Admin: Notifications'.
export class AdminNotificationsPage {
  readonly heading: Locator;
  readonly createButton: Locator;
  readonly dialog: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Notifications' });
    this.createButton = page.getByRole('button', { name: 'Create Notification' });
    this.dialog = page.getByRole('dialog', { name: 'Create Notification' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin/notifications');
    await this.heading.waitFor();
  }

  section(name: 'Active' | 'Upcoming' | 'Past & Inactive'): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  /** The pickers take digits section by section: click the field, then type ddmmyyyy. */
  private async pickDate(label: string, date: string): Promise<void> {
    await this.dialog.getByRole('group', { name: label }).click();
    await this.page.keyboard.type(date.replaceAll('/', ''));
  }

  async create(notification: NewNotification): Promise<void> {
    await this.createButton.click();
    await this.dialog.getByRole('textbox', { name: 'Title' }).fill(notification.title);
    if (notification.body) {
      await this.dialog.getByRole('textbox', { name: 'Body' }).fill(notification.body);
    }
    await this.pickDate('Valid From', notification.validFrom);
    await this.pickDate('Valid To', notification.validTo);
    if (!notification.isPublic) await this.dialog.getByRole('switch', { name: 'Public' }).click();
    for (const code of notification.extraTags) {
      await this.dialog.getByRole('checkbox', { name: new RegExp(`^${code}`) }).check();
    }
    await this.dialog.getByRole('button', { name: 'Create Notification' }).click();
  }
}
