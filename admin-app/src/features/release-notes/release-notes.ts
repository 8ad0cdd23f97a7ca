export interface ReleaseNote {
  version: string;
  items: string[];
}

/**
 * Versions Alpha 0.1.1 to 0.1.7, the last one current. The specification lists the
 * items without versions; they are spread in the order the features build on each other.
 */
export const RELEASE_NOTES: readonly ReleaseNote[] = [
  {
    version: 'Alpha 0.1.7',
    items: [
      'System Logs page: warnings and errors with their file, line and stack trace, filtered by date.',
      'Roles are derived from the signed login token on every load.',
    ],
  },
  {
    version: 'Alpha 0.1.6',
    items: ['Administrators can validate a user’s email address by hand.'],
  },
  {
    version: 'Alpha 0.1.5',
    items: ['An envelope icon in the navigation shows when there are unread inbox messages.'],
  },
  {
    version: 'Alpha 0.1.4',
    items: ['Invoice notification emails: members are told by email when an invoice is sent.'],
  },
  {
    version: 'Alpha 0.1.3',
    items: ['Member dashboard with inbox, contact and registration cards.'],
  },
  {
    version: 'Alpha 0.1.2',
    items: ['User Management highlights users registered for the active convention.'],
  },
  {
    version: 'Alpha 0.1.1',
    items: [
      'User Management is split into Administrators, Confirmed Users, Awaiting Email Confirmation and a collapsible Suspended Users section, each sorted by first name.',
    ],
  },
];

export const CURRENT_VERSION = 'Alpha 0.1.7';
