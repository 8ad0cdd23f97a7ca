import type { MailSettings, MailSettingsChange } from 'shared-api/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';

const stored = { messageMail: users.messageMail, reminderMail: users.reminderMail };

export const readMailSettings = async (db: Db, userId: string): Promise<MailSettings> => {
  const [row] = await db.select(stored).from(users).where(eq(users.id, userId));
  if (!row) throw new Error(`User ${userId} does not exist.`);
  return row;
};

/** The member's own choice; the answer is what is stored now. */
export const saveMailSettings = async (
  db: Db,
  userId: string,
  settings: MailSettingsChange,
): Promise<MailSettings> => {
  const [row] = await db
    .update(users)
    .set({
      messageMail: settings.messageMail,
      ...(settings.reminderMail === undefined ? {} : { reminderMail: settings.reminderMail }),
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning(stored);
  if (!row) throw new Error(`User ${userId} does not exist.`);
  return row;
};
