import { mailAccountDeleted } from '../users/own-action-mails';
import { randomBytes } from 'node:crypto';
import { LAST_ADMIN_CANNOT_DELETE } from 'shared-api/contract';
import { and, eq, inArray, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  auditLog,
  calendarTokens,
  emailChangeUndos,
  emailCodes,
  invoices,
  knownSignInAddresses,
  loginFailures,
  mailOutbox,
  messageRecipients,
  messages,
  payments,
  registrationPlayPartners,
  registrations,
  replies,
  requestThrottle,
  statementEntries,
  userGroups,
  userRoles,
  users,
} from '../../../db/schema';
import { DomainError } from '../../../shared/domain-error';
import { hashPassword } from '../auth/passwords';
import { cancelForErasure } from '../../registrations';
import { countOtherActiveAdmins, lockTargetUser } from '../users/target-user';
import { USER_NOT_FOUND } from '../users/user-errors';
import { ERASED_NAME, tracesOf } from './erasure-traces';
import { sweepTraces } from './sweep-traces';

const erasedEmail = (id: string) => `erased-${id}@erased.invalid`;

/**
 * Erases an account (docs/decisions.md "What is kept after an account is erased"): the person's
 * data is deleted or anonymised, every session ends, and the account can never sign in again.
 * The user row stays, anonymised, because invoices and payments must be kept for the accounting
 * law and point at it; their names, addresses and payers' bank details are taken out of them.
 * The last active administrator cannot be erased: nobody could approve accounts afterwards.
 * Their registrations as attendee are cancelled first, by the registration lifecycle.
 */
export const eraseAccount = async (
  db: Db,
  userId: string,
  publicUrl: string,
  /** The member erasing their own account is told it is done; an organiser's erasure is silent. */
  { confirm = false }: { confirm?: boolean } = {},
): Promise<{ id: string }> => {
  // An unusable password: no one knows it, and it is a real hash, so a sign-in attempt takes
  // the usual time and fails.
  const passwordHash = await hashPassword(randomBytes(32).toString('hex'));
  return db.transaction(async (tx) => {
    const target = await lockTargetUser(tx, userId, { withAdmins: true });
    const [row] = await tx.select().from(users).where(eq(users.id, target.id));
    if (!row || row.deletedAt) throw new DomainError('not-found', USER_NOT_FOUND);
    const isActiveAdmin = target.roles.includes('ADMIN') && !target.roles.includes('SUSPENDED');
    if (isActiveAdmin && (await countOtherActiveAdmins(tx, target.id)) === 0) {
      throw new DomainError('invalid', LAST_ADMIN_CANNOT_DELETE);
    }
    const id = target.id;
    const email = row.email.toLowerCase();
    const changes = await tx
      .select({ oldEmail: emailChangeUndos.oldEmail, newEmail: emailChangeUndos.newEmail })
      .from(emailChangeUndos)
      .where(eq(emailChangeUndos.userId, id));
    const pending = await tx
      .select({ newEmail: emailCodes.newEmail })
      .from(emailCodes)
      .where(eq(emailCodes.userId, id));

    // Their own registrations (as attendee): cancelled, their places and seats freed, then
    // anonymised and kept for the counts and invoices.
    const attended = await tx
      .select({ id: registrations.id, licensePlate: registrations.licensePlate })
      .from(registrations)
      .where(sql`lower(${registrations.attendeeEmail}) = ${email}`);
    const traces = tracesOf({
      firstName: row.firstName,
      lastName: row.lastName,
      emails: [
        row.email,
        ...changes.flatMap((change) => [change.oldEmail, change.newEmail]),
        ...pending.flatMap((code) => (code.newEmail ? [code.newEmail] : [])),
      ],
      plates: attended.flatMap((registration) =>
        registration.licensePlate ? [registration.licensePlate] : [],
      ),
    });
    await cancelForErasure(
      tx,
      id,
      attended.map((registration) => registration.id),
      { publicUrl },
    );
    for (const { id: registrationId } of attended) {
      await tx
        .update(registrations)
        .set({
          attendeeFirstName: ERASED_NAME,
          attendeeLastName: '',
          attendeeEmail: erasedEmail(registrationId),
          attendeeYearOfBirth: null,
          attendeeNationality: null,
          bringGames: null,
          wantToPlayGames: null,
          peopleToPlayWith: null,
          listedAsPlayPartner: false,
          additionalInfo: null,
          licensePlate: null,
          updatedAt: sql`now()`,
        })
        .where(eq(registrations.id, registrationId));
      // Nobody plays with an erased member any more, and they with nobody.
      await tx
        .delete(registrationPlayPartners)
        .where(
          or(
            eq(registrationPlayPartners.registrationId, registrationId),
            eq(registrationPlayPartners.partnerRegistrationId, registrationId),
          ),
        );
    }

    // Invoices and payments stay for the accounting law, without the person's name or address.
    const kept = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.recipientUserId, id));
    const invoiceIds = kept.map((invoice) => invoice.id);
    if (invoiceIds.length > 0) {
      await tx.update(payments).set({ note: '' }).where(inArray(payments.invoiceId, invoiceIds));
      const entries = tx
        .select({ id: payments.statementEntryId })
        .from(payments)
        .where(inArray(payments.invoiceId, invoiceIds));
      await tx
        .update(statementEntries)
        .set({ counterpartyName: ERASED_NAME, counterpartyIban: '' })
        .where(
          or(
            inArray(statementEntries.id, entries),
            inArray(statementEntries.suggestedInvoiceId, invoiceIds),
          ),
        );
    }

    // Messages: what they wrote goes, and what was written to them alone.
    const othersReceived = tx
      .select({ one: sql`1` })
      .from(messageRecipients)
      .where(
        and(
          eq(messageRecipients.messageId, messages.id),
          sql`${messageRecipients.userId} <> ${id}`,
        ),
      );
    const toThemAlone = tx
      .select({ id: messageRecipients.messageId })
      .from(messageRecipients)
      .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
      .where(and(eq(messageRecipients.userId, id), notExists(othersReceived)));
    await tx
      .delete(messages)
      .where(or(eq(messages.fromUserId, id), inArray(messages.id, toThemAlone)));
    await tx.delete(replies).where(eq(replies.userId, id));
    await tx.delete(messageRecipients).where(eq(messageRecipients.userId, id));

    // Keys, memberships and traces of the account.
    await tx.delete(userRoles).where(eq(userRoles.userId, id));
    await tx.delete(userGroups).where(eq(userGroups.userId, id));
    await tx.delete(emailCodes).where(eq(emailCodes.userId, id));
    await tx.delete(emailChangeUndos).where(eq(emailChangeUndos.userId, id));
    await tx.delete(calendarTokens).where(eq(calendarTokens.userId, id));
    await tx.delete(knownSignInAddresses).where(eq(knownSignInAddresses.userId, id));
    await tx.delete(loginFailures).where(eq(loginFailures.email, email));
    await tx.delete(requestThrottle).where(inArray(requestThrottle.key, [email, id]));
    await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.toAddress}) = ${email}`);
    // The audit trail keeps who did what and when, without the addresses its details quote.
    await tx
      .update(auditLog)
      .set({ details: null })
      .where(or(eq(auditLog.actorUserId, id), eq(auditLog.targetId, id)));
    // What others wrote or were sent about them, bank lines, invoices: named by the placeholder.
    await sweepTraces(tx, id, traces);

    await tx
      .update(users)
      .set({
        email: erasedEmail(id),
        firstName: ERASED_NAME,
        lastName: '',
        passwordHash,
        isEmailConfirmed: false,
        canRegisterMultiplePlayers: false,
        yearOfBirth: null,
        nationality: null,
        messageMail: false,
        reminderMail: false,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        deletedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, id));
    if (confirm) await mailAccountDeleted(tx, row, new Date(), publicUrl);
    return { id };
  });
};
