import { pickNames, type AccountExport, type MyTable } from 'shared-api/contract';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  auditLog,
  conventions,
  groups,
  knownSignInAddresses,
  loginFailures,
  invoices,
  messageRecipients,
  messages,
  payments,
  registrations,
  registrationSessions,
  replies,
  roles,
  sessions,
  userGroups,
  userRoles,
  users,
} from '../../../db/schema';
import { publishedSeats } from '../../planner';
import { loadPicks, ofMember } from '../../registrations';
import { registrationAnswers } from '../../registrations';
import { notFound, USER_NOT_FOUND } from '../users/user-errors';

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/**
 * Everything the site holds about one account, as its owner may download it: the account,
 * registrations (theirs and those they made) with their state and published tables, the sign-in
 * records kept for security, messages they sent or received with the replies, invoices and
 * payments. Password hashes, token versions, emailed codes and feed tokens are the
 * keys to the account, not data about the person, and stay out.
 */
export const exportAccount = async (db: Db, userId: string): Promise<AccountExport> => {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user || user.deletedAt) throw notFound(USER_NOT_FOUND);

  const roleRows = await db
    .select({ name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(roles.name));
  const groupRows = await db
    .select({ name: groups.name })
    .from(userGroups)
    .innerJoin(groups, eq(groups.id, userGroups.groupId))
    .where(eq(userGroups.userId, userId))
    .orderBy(asc(groups.name));

  const registrationRows = await db
    .select({ registration: registrations, convention: conventions.name })
    .from(registrations)
    .innerJoin(conventions, eq(conventions.id, registrations.conventionId))
    // The ones on their account, and those they see as a member (made by them or for their email).
    .where(or(eq(registrations.userId, userId), ofMember(user)))
    .orderBy(asc(registrations.createdAt));
  const registrationIds = registrationRows.map((r) => r.registration.id);
  const sessionRows =
    registrationIds.length === 0
      ? []
      : await db
          .select({ registrationId: registrationSessions.registrationId, name: sessions.name })
          .from(registrationSessions)
          .innerJoin(sessions, eq(sessions.id, registrationSessions.sessionId))
          .where(inArray(registrationSessions.registrationId, registrationIds))
          .orderBy(asc(sessions.startDateTime));
  const picksOf = await loadPicks(db, registrationIds);
  const seats = await publishedSeats(
    db,
    [...new Set(registrationRows.map((r) => r.registration.conventionId))],
    registrationIds,
  );
  /** A table over several sessions is one seat per session: listed once. */
  const tablesOf = (registrationId: string): MyTable[] => {
    const tables = new Map<string, MyTable>();
    for (const [key, seat] of seats) {
      if (key.startsWith(`${registrationId} `)) tables.set(JSON.stringify(seat.table), seat.table);
    }
    return [...tables.values()].sort((a, b) => a.startDateTime.localeCompare(b.startDateTime));
  };

  const signIns = await db
    .select({ at: auditLog.createdAt, address: auditLog.ip })
    .from(auditLog)
    .where(and(eq(auditLog.actorUserId, userId), eq(auditLog.action, 'auth.login.succeeded')))
    .orderBy(asc(auditLog.createdAt));
  const addresses = await db
    .select()
    .from(knownSignInAddresses)
    .where(eq(knownSignInAddresses.userId, userId))
    .orderBy(asc(knownSignInAddresses.lastSignedInAt));
  const failures = await db
    .select({ at: loginFailures.createdAt, address: loginFailures.ip })
    .from(loginFailures)
    .where(sql`${loginFailures.email} = ${user.email.toLowerCase()}`)
    .orderBy(asc(loginFailures.createdAt));

  const received = db
    .select({ id: messageRecipients.messageId })
    .from(messageRecipients)
    .where(eq(messageRecipients.userId, userId));
  const messageRows = await db
    .select()
    .from(messages)
    .where(or(eq(messages.fromUserId, userId), inArray(messages.id, received)))
    .orderBy(asc(messages.createDate));
  const messageIds = messageRows.map((m) => m.id);
  const replyRows =
    messageIds.length === 0
      ? []
      : await db
          .select()
          .from(replies)
          .where(inArray(replies.messageId, messageIds))
          .orderBy(asc(replies.createDate));

  const invoiceRows = await db
    .select({ invoice: invoices, convention: conventions.name })
    .from(invoices)
    .innerJoin(conventions, eq(conventions.id, invoices.conventionId))
    .where(eq(invoices.recipientUserId, userId))
    .orderBy(asc(invoices.sentAt));
  const invoiceIds = invoiceRows.map((r) => r.invoice.id);
  const paymentRows =
    invoiceIds.length === 0
      ? []
      : await db
          .select()
          .from(payments)
          .where(inArray(payments.invoiceId, invoiceIds))
          .orderBy(asc(payments.paidOn));

  return {
    exportedAt: new Date().toISOString(),
    account: {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      yearOfBirth: user.yearOfBirth,
      nationality: user.nationality,
      language: user.language,
      isEmailConfirmed: user.isEmailConfirmed,
      canRegisterMultiplePlayers: user.canRegisterMultiplePlayers,
      messageMail: user.messageMail,
      roles: roleRows.map((r) => r.name),
      groups: groupRows.map((g) => g.name),
      createdAt: iso(user.createdAt)!,
      updatedAt: iso(user.updatedAt)!,
    },
    registrations: registrationRows.map(({ registration: r, convention }) => ({
      id: r.id,
      convention,
      madeByMe: r.registeredByUserId === userId,
      ...registrationAnswers(r),
      ...pickNames(picksOf(r.id)),
      sessions: sessionRows.filter((s) => s.registrationId === r.id).map((s) => s.name),
      status: r.status,
      cancelledAt: iso(r.cancelledAt),
      tables: tablesOf(r.id),
      createdAt: iso(r.createdAt)!,
      updatedAt: iso(r.updatedAt)!,
    })),
    signIns: signIns.map((s) => ({ at: iso(s.at)!, address: s.address })),
    signInAddresses: addresses.map((a) => ({
      address: a.address,
      lastSignedInAt: iso(a.lastSignedInAt)!,
    })),
    failedSignIns: failures.map((f) => ({ at: iso(f.at)!, address: f.address })),
    messages: messageRows.map((m) => ({
      id: m.id,
      title: m.title,
      body: m.body,
      sentByMe: m.fromUserId === userId,
      createdAt: iso(m.createDate)!,
      replies: replyRows
        .filter((r) => r.messageId === m.id)
        .map((r) => ({
          body: r.body,
          byMe: r.userId === userId,
          isAdminReply: r.isAdminReply,
          createdAt: iso(r.createDate)!,
        })),
    })),
    invoices: invoiceRows.map(({ invoice: i, convention }) => ({
      id: i.id,
      convention,
      number: i.number,
      structuredReference: i.structuredReference,
      amountCents: i.amountCents,
      lines: i.lines,
      dueDate: i.dueDate,
      sentAt: iso(i.sentAt)!,
      html: i.html,
    })),
    payments: paymentRows.map((p) => ({
      id: p.id,
      invoiceId: p.invoiceId,
      amountCents: p.amountCents,
      method: p.method,
      paidOn: p.paidOn,
      note: p.note,
    })),
  };
};
