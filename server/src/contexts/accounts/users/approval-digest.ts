import type { Language } from 'shared-api/contract';
import { translator } from '../../../shared/i18n';
import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { mailDigests, roles, userRoles, users } from '../../../db/schema';
import { activeAdmins } from '../../../shared/messages/admins';
import { MAIL_TEMPLATES, clubTime, enqueueTemplatedMail, siteLink } from '../../../shared/mail';

const DIGEST = 'accounts-awaiting-approval';

/** The admins hear of waiting accounts at most once in this time. */
export const APPROVAL_DIGEST_INTERVAL_MS = 60 * 60 * 1000;

/**
 * An account now waits for approval. Called in the transaction that made it so: the note is kept
 * with it, so a crash before the mail still leaves it to be sent.
 */
export const noteAccountAwaitingApproval = async (db: Db, now: Date): Promise<void> => {
  await db
    .insert(mailDigests)
    .values({ name: DIGEST, pendingSince: now })
    .onConflictDoUpdate({
      target: mailDigests.name,
      set: { pendingSince: sql`coalesce(${mailDigests.pendingSince}, excluded.pending_since)` },
    });
};

/** Email validated, not yet approved (USER or ADMIN), not suspended; the longest waiting first. */
const accountsAwaitingApproval = (db: Db) => {
  const decided = db
    .select({ one: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      and(eq(userRoles.userId, users.id), inArray(roles.name, ['USER', 'ADMIN', 'SUSPENDED'])),
    );
  return db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(and(eq(users.isEmailConfirmed, true), notExists(decided)))
    .orderBy(asc(users.createdAt));
};

/** How many accounts wait for an organiser's approval: the dashboard's first count. */
export const countAccountsAwaitingApproval = async (db: Db): Promise<number> =>
  (await accountsAwaitingApproval(db)).length;

/**
 * Mails every active admin the list of all accounts waiting, when one was noted and the last such
 * mail is at least an hour old. The digest's row is locked first: of two servers (or a server and
 * its restart) only one sends, and a note made meanwhile waits for the lock, so it is either in
 * this list or pending for a later call (the periodic check of plugins/approval-digest.ts).
 * Returns how many mails were queued.
 */
export const sendDueApprovalDigest = async (
  db: Db,
  publicUrl: string,
  now: Date,
): Promise<number> =>
  db.transaction(async (tx) => {
    const [digest] = await tx
      .select({ pendingSince: mailDigests.pendingSince, lastSentAt: mailDigests.lastSentAt })
      .from(mailDigests)
      .where(eq(mailDigests.name, DIGEST))
      .for('update');
    const due =
      digest?.pendingSince &&
      (!digest.lastSentAt ||
        digest.lastSentAt.getTime() <= now.getTime() - APPROVAL_DIGEST_INTERVAL_MS);
    if (!due) return 0;
    const waiting = await accountsAwaitingApproval(tx);
    // All approved in the meantime: nothing to tell, and the hour still runs from the last mail.
    await tx
      .update(mailDigests)
      .set(waiting.length > 0 ? { pendingSince: null, lastSentAt: now } : { pendingSince: null })
      .where(eq(mailDigests.name, DIGEST));
    if (waiting.length === 0) return 0;
    // Each administrator reads the list in their own language.
    const accountsIn = (language: Language) =>
      waiting
        .map((a) =>
          translator(language)('mail.approvalDigest.account', {
            name: `${a.firstName} ${a.lastName}`,
            email: a.email,
            at: clubTime(a.createdAt, language),
          }),
        )
        .join('; ');
    const admins = await activeAdmins(tx);
    for (const admin of admins) {
      await enqueueTemplatedMail(tx, {
        to: admin.email,
        templateName: MAIL_TEMPLATES.accountsAwaitingApproval,
        values: {
          FirstName: admin.firstName,
          Count: waiting.length,
          Accounts: accountsIn(admin.language),
          Link: siteLink(publicUrl, '/admin/user-management'),
        },
        language: admin.language,
      });
    }
    return admins.length;
  });
