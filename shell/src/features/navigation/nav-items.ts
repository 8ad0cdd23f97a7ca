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

export const ACCOUNT_LINKS: readonly NavItem[] = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'My Profile', to: '/profile' },
  { label: 'My Inbox', to: '/inbox' },
  { label: 'Contact Us', to: '/contact-us' },
  { label: 'My Event Registrations', to: '/my-registrations' },
];

/**
 * The account menu of a member: Contact Us opens the contact form of the member area, which a
 * member awaiting approval (or suspended) cannot open; they get the public contact page instead.
 */
export const accountLinks = (approved: boolean): readonly NavItem[] =>
  approved
    ? ACCOUNT_LINKS
    : ACCOUNT_LINKS.map((item) => (item.to === '/contact-us' ? { ...item, to: '/contact' } : item));

export const ADMIN_LINKS: readonly NavItem[] = [
  { label: 'Admin Inbox', to: '/admin/inbox' },
  { label: 'User Management', to: '/admin/user-management' },
  { label: 'Convention Management', to: '/admin/convention-management' },
  { label: 'Convention Registrations', to: '/admin/registrations' },
  { label: 'Featured Games', to: '/admin/featured-games' },
  { label: 'Games', to: '/admin/games' },
  { label: 'Table Planner', to: '/admin/table-planner' },
  { label: 'Notifications', to: '/admin/notifications' },
  { label: 'Email Templates', to: '/admin/templates' },
  { label: 'Invoice Settings', to: '/admin/invoice-settings' },
  { label: 'Payments', to: '/admin/payments' },
  { label: 'System Logs', to: '/admin/logs' },
  { label: 'Release Notes', to: '/admin/release-notes' },
];
