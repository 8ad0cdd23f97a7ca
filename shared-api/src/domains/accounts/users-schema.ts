import { z } from 'zod';

/** A role as the admin user list shows it. Names are ADMIN, USER, REGISTERED, SUSPENDED. */
export const roleRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type RoleRef = z.infer<typeof roleRefSchema>;

/** A group of users: id, name. */
export const groupSchema = z.object({ id: z.number().int(), name: z.string() });
export type Group = z.infer<typeof groupSchema>;

/** A user as the admin list shows it, as GET /api/User answers it. */
export const adminUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  isEmailConfirmed: z.boolean(),
  roles: z.array(roleRefSchema),
  groups: z.array(groupSchema),
  canRegisterMultiplePlayers: z.boolean(),
  nationality: z.string().nullable(),
  yearOfBirth: z.number().int().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
