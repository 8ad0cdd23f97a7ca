import { randomBytes } from 'node:crypto';
import { LAST_ADMIN_CANNOT_DELETE } from 'shared-api/contract';
import { and, eq, inArray, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  auditLog,
  calendarTokens,
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
} from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { hashPassword } from '../auth/passwords';
import { countOtherActiveAdmins, lockTargetUser } from '../users/target-user';
import { USER_NOT_FOUND } from '../users/user-errors';

/** What an erased person is called where a record must stay (invoices, others' registrations). */
export const ERASED_NAME = 'Erased member';
const erasedEmail = (id: string) => `erased-${id}@erased.invalid`;

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Every way the person's name and email may be written in a kept record, longest first. */
const traces = (person: { firstName: string; lastName: string; email: string }): string[] =>
  [`${person.firstName} ${person.lastName}`, person.email, person.firstName, person.lastName]
    .filter((text) => text.trim().length > 1)
    .flatMap((text) => [text, escapeHtml(text)])
    .sort((a, b) => b.length - a.length);

const scrub = (text: string, names: string[]): string =>
  names.reduce((result, name) => result.split(name).join(ERASED_NAME), text);

/**
 * Erases an account (docs/decisions.md "What is kept after an account is erased"): the person's
 * data is deleted or anonymised, every session ends, and the account can never sign in again.
 * The user row stays, anonymised, because invoices and payments must be kept for the accounting
 * law and point at it; their names, addresses and payers' bank details are taken out of them.
 * The last active administrator cannot be erased: nobody could approve accounts afterwards.
 */
export const eraseAccount = async (db: Db, userId: string): Promise<{ id: string }> => {
  // An unusable password: no one knows it, and it is a real hash, so a sign-in attempt takes
  // the usual time and fails.
  const passwordHash = await hashPassword(randomBytes(32).toString('hex'));
  return db.transaction(async (tx) => {
    const target = await lockTargetUser(tx, userId, { withAdmins: true });
    const [row] = await tx.select().from(users).where(eq(users.id, target.id));
    if (!row || row.deletedAt) throw new ApiError(404, USER_NOT_FOUND);
    const isActiveAdmin = target.roles.includes('ADMIN') && !target.roles.includes('SUSPENDED');
    if (isActiveAdmin && (await countOtherActiveAdmins(tx, target.id)) === 0) {
      throw new ApiError(400, LAST_ADMIN_CANNOT_DELETE);
    }
    const id = target.id;
    const email = row.email.toLowerCase();
    const names = traces(row);

    // Their own registrations (as attendee): anonymised, kept for the counts and invoices.
    const attended = await tx
      .select({ id: registrations.id })
      .from(registrations)
      .where(sql`lower(${registrations.attendeeEmail}) = ${email}`);
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
    const kept = await tx.select().from(invoices).where(eq(invoices.recipientUserId, id));
    for (const invoice of kept) {
      await tx
        .update(invoices)
        .set({
          html: scrub(invoice.html, names),
          lines: invoice.lines.map((line) => ({
            ...line,
            description: scrub(line.description, names),
          })),
        })
        .where(eq(invoices.id, invoice.id));
    }
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
        tokenVersion: sql`${users.tokenVersion} + 1`,
        deletedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, id));
    return { id };
  });
};
