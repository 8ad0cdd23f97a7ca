import { hasRole } from 'shared-api/contract';
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { registrations } from '../../db/schema';
import type { AuthUser } from '../../shared/auth-user';

/**
 * The venue's address and on-site phone are for those who come: organisers, and a member with a
 * placed registration (their own, or one they made for someone). Visitors keep the public text.
 */
export const mayReadVenue = async (
  db: Db,
  user: AuthUser | null,
  conventionId: number,
): Promise<boolean> => {
  if (!user) return false;
  if (hasRole(user.roles, 'ADMIN')) return true;
  const [placed] = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(
      and(
        eq(registrations.conventionId, conventionId),
        eq(registrations.status, 'registered'),
        or(eq(registrations.userId, user.id), eq(registrations.registeredByUserId, user.id)),
      ),
    )
    .limit(1);
  return placed !== undefined;
};
