import { clubWallClock, compareSessionsByStart, type MyTable } from 'shared-api/contract';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { anyOf } from '../../../db/any-of';
import type { Db } from '../../../db/client';
import {
  conventionReminders,
  conventions,
  registrations,
  registrationSessions,
  sessions,
  users,
} from '../../../db/schema';
import { writeLog } from '../../../shared/logs/write-log';
import { enqueueMail } from '../../../shared/mail';
import { languagesOf } from '../../../shared/i18n';
import { paymentLeftFor } from '../../billing';
import { publishedSeats, seatKey } from '../../planner';
import { dueReminderDay } from './due-reminders';
import { renderReminder } from './reminder-mail';

type Attendee = {
  id: string;
  conventionId: number;
  userId: string;
  attendeeFirstName: string;
  attendeeEmail: string;
  createdAt: Date;
};
type UpcomingConvention = {
  id: number;
  name: string;
  startDate: Date;
  endDate: Date;
  venue: (typeof conventions.$inferSelect)['venue'];
  reminderDays: number[];
};

/** The attendee's sessions in start order, and their seats in the published plan. */
const sessionsAndTables = async (db: Db, attendee: Attendee) => {
  const booked = await db
    .select({
      id: sessions.id,
      name: sessions.name,
      startDateTime: sessions.startDateTime,
      dayOfWeekName: sessions.dayOfWeekName,
      sessionType: sessions.sessionType,
    })
    .from(registrationSessions)
    .innerJoin(sessions, eq(sessions.id, registrationSessions.sessionId))
    .where(eq(registrationSessions.registrationId, attendee.id))
    .orderBy(asc(sessions.startDateTime));
  const seats = await publishedSeats(db, [attendee.conventionId], [attendee.id]);
  const tables: MyTable[] = [];
  for (const session of booked) {
    const seat = seats.get(seatKey(attendee.id, session.id));
    // A table over several sessions is one seat: told once.
    if (seat && !tables.includes(seat.table)) tables.push(seat.table);
  }
  return {
    sessions: booked
      .map((s) => ({ ...s, startDateTime: s.startDateTime.toISOString() }))
      .sort(compareSessionsByStart),
    tables,
  };
};

/** The attendee's account, if any: its choice about reminders, and whether it is the payer. */
const accountOf = async (db: Db, attendee: Attendee) => {
  const [account] = await db
    .select({ id: users.id, reminderMail: users.reminderMail, language: users.language })
    .from(users)
    .where(sql`lower(${users.email}) = ${attendee.attendeeEmail.toLowerCase()}`);
  return account ?? null;
};

/**
 * Claims the reminder in the job table and queues its mail in the same transaction: of two
 * servers, or one and its restart, only the first insert wins; a crash before the commit leaves
 * it unclaimed for the next run. Returns the address mailed, or null when none was.
 */
const sendOne = async (
  db: Db,
  convention: UpcomingConvention,
  attendee: Attendee,
  reminderDay: number,
  publicUrl: string,
): Promise<string | null> =>
  db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(conventionReminders)
      .values({ conventionId: convention.id, registrationId: attendee.id, reminderDay })
      .onConflictDoNothing()
      .returning({ registrationId: conventionReminders.registrationId });
    if (!claimed) return null;
    const account = await accountOf(tx, attendee);
    // Recorded all the same: the member said no, and is not asked again at the next run.
    if (account && !account.reminderMail) return null;
    const { sessions: booked, tables } = await sessionsAndTables(tx, attendee);
    // In the attendee's language; one without an account reads their registrant's.
    const language =
      account?.language ?? (await languagesOf(tx, [attendee.userId])).get(attendee.userId) ?? 'en';
    const payment =
      account?.id === attendee.userId
        ? await paymentLeftFor(tx, attendee.userId, convention.id, publicUrl, language)
        : null;
    const mail = renderReminder(
      {
        to: attendee.attendeeEmail,
        firstName: attendee.attendeeFirstName,
        language,
        convention,
        sessions: booked,
        tables,
        payment,
      },
      publicUrl,
    );
    const { id } = await enqueueMail(tx, mail);
    await tx
      .update(conventionReminders)
      .set({ mailId: id })
      .where(
        and(
          eq(conventionReminders.conventionId, convention.id),
          eq(conventionReminders.registrationId, attendee.id),
          eq(conventionReminders.reminderDay, reminderDay),
        ),
      );
    return attendee.attendeeEmail;
  });

/**
 * Sends every reminder due now to the placed attendees (not those waiting, not the cancelled) of
 * the conventions still to come, and tells the System Logs page who was reminded. Run at start and
 * every minute by plugins/convention-reminders.ts; returns how many mails were queued.
 */
export const sendDueReminders = async (db: Db, publicUrl: string, now: Date): Promise<number> => {
  const upcoming: UpcomingConvention[] = await db
    .select({
      id: conventions.id,
      name: conventions.name,
      startDate: conventions.startDate,
      endDate: conventions.endDate,
      venue: conventions.venue,
      reminderDays: conventions.reminderDays,
    })
    .from(conventions)
    .where(
      and(
        gt(conventions.startDate, clubWallClock(now)),
        sql`cardinality(${conventions.reminderDays}) > 0`,
      ),
    );
  let queued = 0;
  for (const convention of upcoming) {
    const attendees = await db
      .select({
        id: registrations.id,
        conventionId: registrations.conventionId,
        userId: registrations.userId,
        attendeeFirstName: registrations.attendeeFirstName,
        attendeeEmail: registrations.attendeeEmail,
        createdAt: registrations.createdAt,
      })
      .from(registrations)
      .where(
        and(eq(registrations.conventionId, convention.id), eq(registrations.status, 'registered')),
      );
    if (attendees.length === 0) continue;
    const sent = await db
      .select({
        registrationId: conventionReminders.registrationId,
        reminderDay: conventionReminders.reminderDay,
      })
      .from(conventionReminders)
      .where(
        and(
          eq(conventionReminders.conventionId, convention.id),
          anyOf(
            conventionReminders.registrationId,
            attendees.map((a) => a.id),
          ),
        ),
      );
    const mailed = new Map<number, string[]>();
    for (const attendee of attendees) {
      const sentDays = sent
        .filter((s) => s.registrationId === attendee.id)
        .map((s) => s.reminderDay);
      const day = dueReminderDay(convention, { createdAt: attendee.createdAt, sentDays }, now);
      if (day === null) continue;
      const to = await sendOne(db, convention, attendee, day, publicUrl);
      if (to) mailed.set(day, [...(mailed.get(day) ?? []), to]);
    }
    for (const [day, addresses] of mailed) {
      queued += addresses.length;
      await writeLog(db, {
        level: 'Info',
        message: `Reminder ${day} days before ${convention.name} sent to ${addresses.length} attendee(s): ${addresses.join(', ')}`,
      });
    }
  }
  return queued;
};
