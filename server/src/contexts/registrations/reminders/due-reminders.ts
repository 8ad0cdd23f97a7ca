import { clubWallClock } from 'shared-api/contract';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A reminder's moment: midnight of the day `day` days before the start, on the club's clock. */
export const reminderMoment = (startDate: Date, day: number): Date =>
  new Date(startDate.getTime() - day * DAY_MS);

/**
 * The reminder a registration is due now, if any. A reminder is due once its day has come, until
 * the convention starts, for a registration made before that day (one made later got the
 * confirmation with the same information). When several are due at once (reminders set late),
 * only the nearest the start goes out, and never once a reminder nearer the start was sent.
 */
export const dueReminderDay = (
  convention: { startDate: Date; reminderDays: readonly number[] },
  registration: { createdAt: Date; sentDays: readonly number[] },
  now: Date,
): number | null => {
  const clubNow = clubWallClock(now);
  if (clubNow >= convention.startDate) return null;
  const registeredAt = clubWallClock(registration.createdAt);
  const due = convention.reminderDays.filter((day) => {
    const moment = reminderMoment(convention.startDate, day);
    return moment <= clubNow && registeredAt < moment;
  });
  if (due.length === 0) return null;
  const nearest = Math.min(...due);
  return registration.sentDays.some((sent) => sent <= nearest) ? null : nearest;
};
