import type { AdminUser } from 'shared-api';

const ROLE_IDS: Record<string, number> = { ADMIN: 1, USER: 2, REGISTERED: 3, SUSPENDED: 4 };

/** A user as GET /api/User lists it. */
export const makeAdminUser = (
  id: string,
  firstName: string,
  roles: string[],
  overrides: Partial<AdminUser> = {},
): AdminUser => ({
  id,
  firstName,
  lastName: 'Test',
  email: `${firstName.toLowerCase()}@example.com`,
  isEmailConfirmed: true,
  roles: roles.map((name) => ({ id: ROLE_IDS[name] ?? 99, name })),
  groups: [],
  canRegisterMultiplePlayers: false,
  nationality: null,
  yearOfBirth: null,
  ...overrides,
});
