import type { Locator, Page } from '@playwright/test';
import { animationsSettled } from '../animations';

type Action = 'Approve' | 'Suspend' | 'Reactivate' | 'Validate Email';

// /admin/user-management, 'Admin: User Management': tables from 992 px, cards below.
export class UserManagementPage {
  readonly heading: Locator;
  readonly suspendedToggle: Locator;
  readonly confirmDialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'User Management', level: 1 });
    this.suspendedToggle = page.getByRole('button', { name: /^Suspended Users \(\d+\)$/ });
    this.confirmDialog = page.getByRole('dialog');
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin/user-management');
    await this.heading.waitFor();
  }

  /** 'Administrators (1)', 'Confirmed Users (3)'...: the section whose heading starts with `title`. */
  section(title: string): Locator {
    return this.page.getByRole('region', { name: new RegExp(`^${title}`) });
  }

  actionButton(action: Action, fullName: string): Locator {
    return this.page.getByRole('button', { name: `${action} ${fullName}`, exact: true });
  }

  /** Clicks the action and confirms it in the dialog. */
  async perform(action: Action, fullName: string): Promise<void> {
    await this.actionButton(action, fullName).click();
    await this.confirmDialog.getByRole('button', { name: action, exact: true }).click();
  }

  async openSuspended(): Promise<void> {
    if ((await this.suspendedToggle.getAttribute('aria-expanded')) !== 'true') {
      await this.suspendedToggle.click();
      await animationsSettled(this.page);
    }
  }
}
