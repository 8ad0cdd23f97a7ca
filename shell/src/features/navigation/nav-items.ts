// The shell's own links. The account and Admin menus list what the remotes publish beside their
// routes (remote-nav/): a remote's new page reaches them without a release of the shell.
export interface NavItem {
  label: string;
  to: string;
  /** Drawn as a contained accent button: the site's main call to action. */
  highlight?: boolean;
}

export const MAIN_LINKS: readonly NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Spring Convention', to: '/pentecost-convention' },
  { label: 'Winter Convention', to: '/winter-convention' },
  { label: 'Register for Event', to: '/register-event', highlight: true },
  { label: 'Tourist Info', to: '/tourist-info' },
];

export const GUEST_LINKS: readonly NavItem[] = [
  { label: 'Login', to: '/login' },
  { label: 'Sign Up', to: '/register' },
];

/** Some links of a menu, under a heading when the menu has several groups. */
export interface NavGroup {
  heading?: string;
  items: readonly NavItem[];
}
