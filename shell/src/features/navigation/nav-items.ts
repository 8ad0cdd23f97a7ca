// The shell's own links. The account and Admin menus list what the remotes publish beside their
// routes (remote-nav/): a remote's new page reaches them without a release of the shell.
import { key, type ShellMessage } from '../../i18n';

export interface NavItem {
  /** A key of the shell's catalogue, drawn in the language shown. */
  label: ShellMessage;
  to: string;
  /** Drawn as a contained accent button: the site's main call to action. */
  highlight?: boolean;
}

export const MAIN_LINKS: readonly NavItem[] = [
  { label: key('nav.home'), to: '/' },
  { label: key('nav.spring'), to: '/pentecost-convention' },
  { label: key('nav.winter'), to: '/winter-convention' },
  { label: key('nav.registerEvent'), to: '/register-event', highlight: true },
  { label: key('nav.touristInfo'), to: '/tourist-info' },
];

export const GUEST_LINKS: readonly NavItem[] = [
  { label: key('nav.login'), to: '/login' },
  { label: key('nav.signUp'), to: '/register' },
];

/** Some links of a menu, under a heading when the menu has several groups. */
export interface NavGroup {
  heading?: string;
  items: readonly RemoteNavItem[];
}

/** A remote's entry: its label as the remote publishes it. */
export interface RemoteNavItem {
  label: string;
  to: string;
}
