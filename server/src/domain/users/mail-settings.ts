import type { MailSettings } from 'shared-api/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export const readMailSettings = async (db: Db, userId: string): Promise<MailSettings> => {
  const [row] = await db
    .select({ messageMail: users.messageMail })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new Error(`User ${userId} does not exist.`);
  return row;
};

/** The member's own choice; the answer is what is stored now. */
export const saveMailSettings = async (
  db: Db,
  userId: string,
  settings: MailSettings,
): Promise<MailSettings> => {
  const [row] = await db
    .update(users)
    .set({ messageMail: settings.messageMail, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ messageMail: users.messageMail });
  if (!row) throw new Error(`User ${userId} does not exist.`);
  return row;
};
