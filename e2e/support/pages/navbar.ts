import type { Locator, Page } from '@playwright/test';

// The shell's top navigation bar.
export class Navbar {
  readonly root: Locator;
  readonly home: Locator;
  readonly login: Locator;
  readonly signUp: Locator;
  readonly userMenu: Locator;
  readonly adminMenu: Locator;

  constructor(private readonly page: Page) {
    this.root = page.getByRole('banner');
    this.home = this.root.getByRole('link', { name: 'Home', exact: true });
    this.login = this.root.getByRole('link', { name: 'Login', exact: true });
    this.signUp = this.root.getByRole('link', { name: 'Sign Up', exact: true });
    this.userMenu = this.root.getByRole('button', { name: /^Hi, / });
    this.adminMenu = this.root.getByRole('button', { name: 'Admin', exact: true });
  }

  async openUserMenuItem(name: string): Promise<void> {
    await this.userMenu.click();
    await this.page.getByRole('menuitem', { name, exact: true }).click();
  }

  async logout(): Promise<void> {
    await this.openUserMenuItem('Logout');
  }
}
