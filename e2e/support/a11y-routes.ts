/**
 * Every route of the site, for the role that can see it, with what must be on screen before
 * axe may scan it: the page's h1 and, where the content arrives later, something from that content.
 * `{noteId}` and `{templateId}` are filled in by the spec once it has made them.
 */
export type Role = 'anonymous' | 'applicant' | 'unconfirmed' | 'member' | 'admin';

export interface A11yRoute {
  path: string;
  /** The page's h1. */
  heading: string | RegExp;
  /** Text that only shows once the page's data has loaded. */
  text?: string | RegExp;
}

export const a11yRoutes: Record<Role, A11yRoute[]> = {
  anonymous: [
    { path: '/', heading: '18xx Belgium', text: 'Next Convention Starts In:' },
    { path: '/pentecost-convention', heading: 'Spring Convention' },
    { path: '/winter-convention', heading: 'Winter Convention' },
    { path: '/tourist-info', heading: 'Tourist Info' },
    { path: '/terms', heading: 'General Terms & Conditions' },
    { path: '/privacy', heading: 'Privacy Notice' },
    { path: '/contact', heading: 'Contact' },
    { path: '/resend-validation-link-placeholder', heading: 'Resend Validation Link' },
    { path: '/register-event', heading: 'Please Sign In or Sign Up to Register' },
    { path: '/login', heading: 'Member Login' },
    { path: '/register', heading: 'Create an Account' },
    { path: '/password-reset', heading: 'Reset Your Password' },
    { path: '/undo-email-change?token=e2e', heading: 'Undo Email Change', text: /works once/ },
    { path: '/unauthorized', heading: 'Access Denied', text: /restricted to administrators/ },
    { path: '/no-such-page', heading: 'Page Not Found' },
  ],
  // REGISTERED, email validated: waits for an administrator (seeded by SEED_DEMO).
  applicant: [
    { path: '/awaiting-approval', heading: 'Account Pending', text: /awaiting approval/ },
    { path: '/register-event', heading: 'Your Account is Awaiting Approval' },
  ],
  // REGISTERED, email not validated yet: the validation code form.
  unconfirmed: [{ path: '/awaiting-approval', heading: 'Account Pending', text: 'Validate' }],
  member: [
    { path: '/dashboard', heading: /^Welcome back, /, text: 'No unread messages' },
    { path: '/profile', heading: 'My Profile', text: /@example\.com/ },
    { path: '/my-registrations', heading: /^My Registrations/ },
    { path: '/inbox', heading: 'My Inbox', text: /^Showing 1-1 of 1 messages?$/ },
    { path: '/inbox/conversation/{noteId}', heading: 'Conversation', text: 'Post a Reply' },
    { path: '/contact-us', heading: 'Contact Us', text: 'General Question' },
    { path: '/register-event', heading: /^Register for / },
    // Authenticated without the admin role.
    { path: '/admin/dashboard', heading: 'Access Denied' },
  ],
  admin: [
    { path: '/admin/dashboard', heading: 'What Needs Attention' },
    { path: '/admin/user-management', heading: 'User Management', text: /^Administrators/ },
    {
      path: '/admin/convention-management',
      heading: 'Convention Management',
      text: 'Upcoming & Active Conventions',
    },
    { path: '/admin/registrations', heading: /^Convention Registrations \(\d+\)$/ },
    { path: '/admin/featured-games', heading: 'Featured Games', text: '1830' },
    { path: '/admin/games', heading: 'Games', text: 'Shikoku 1889' },
    { path: '/admin/notifications', heading: 'Notifications', text: 'Past & Inactive' },
    { path: '/admin/templates', heading: 'Email Templates', text: 'Template Name' },
    { path: '/admin/templates/new', heading: 'Create New Template', text: 'Save Template' },
    { path: '/admin/templates/{templateId}', heading: 'Edit Template', text: 'Save Template' },
    { path: '/admin/inbox', heading: 'Admin Inbox', text: /^Showing \d+-\d+ of \d+ messages?$/ },
    {
      path: '/admin/invoice-settings',
      heading: 'Invoice Settings',
      text: 'Save Settings',
    },
    { path: '/admin/logs', heading: 'System Logs', text: 'Filter' },
    { path: '/admin/release-notes', heading: 'Release Notes', text: /Alpha 0\.1\.7/ },
  ],
};
