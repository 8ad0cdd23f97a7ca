import type { Language } from 'shared-api/contract';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, notExists } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { calendarTokens, roles, userRoles, users } from '../../../db/schema';
import { siteLink } from '../../../shared/mail';

/** 256 random bits: guessing a feed's address is hopeless, so the feed needs no sign-in. */
const TOKEN_BYTES = 32;

// The token is random and long: a plain SHA-256 keeps it out of a database dump.
const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A feed token is base64url text; anything else cannot be one. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const calendarFeedUrl = (publicUrl: string, token: string): string =>
  siteLink(publicUrl, `/api/Calendar/${token}.ics`);

/** A new feed token for the member; the one before stops working at once. */
export const renewCalendarToken = async (db: Db, userId: string): Promise<string> => {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const tokenHash = hashToken(token);
  await db
    .insert(calendarTokens)
    .values({ userId, tokenHash })
    .onConflictDoUpdate({
      target: calendarTokens.userId,
      set: { tokenHash, createdAt: new Date() },
    });
  return token;
};

/**
 * The member a feed token belongs to, or null for an unknown, revoked or erased one, or a
 * suspended member's: suspension closes the member area, and the feed is part of it. The token is
 * kept, so a reactivated member's calendar apps find the feed again.
 */
export const calendarTokenOwner = async (
  db: Db,
  token: string,
): Promise<{ id: string; email: string; language: Language } | null> => {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [row] = await db
    .select({ id: users.id, email: users.email, language: users.language })
    .from(calendarTokens)
    .innerJoin(users, eq(users.id, calendarTokens.userId))
    .where(
      and(
        eq(calendarTokens.tokenHash, hashToken(token)),
        isNull(users.deletedAt),
        notExists(
          db
            .select({ userId: userRoles.userId })
            .from(userRoles)
            .innerJoin(roles, eq(roles.id, userRoles.roleId))
            .where(and(eq(userRoles.userId, users.id), eq(roles.name, 'SUSPENDED'))),
        ),
      ),
    );
  return row ?? null;
};
