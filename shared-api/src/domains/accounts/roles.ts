export const ROLES = ['ADMIN', 'USER', 'REGISTERED', 'SUSPENDED'] as const;
export type Role = (typeof ROLES)[number];

/** Role names are compared case-insensitively. */
export const hasRole = (roles: readonly string[], role: Role): boolean =>
  roles.some((r) => r.toUpperCase() === role);

/** Approved members: may use the user area. Suspension overrides everything. */
export const isApproved = (roles: readonly string[]): boolean =>
  !hasRole(roles, 'SUSPENDED') && (hasRole(roles, 'USER') || hasRole(roles, 'ADMIN'));
