import type { DayOfWeekName, Season, SessionType } from 'shared-api/contract';

export interface ScheduledSession {
  name: string;
  dayOfWeekName: DayOfWeekName;
  sessionType: SessionType;
  startDateTime: Date;
  endDateTime: Date | null;
}

interface Slot {
  day: DayOfWeekName;
  type: SessionType;
  start: string;
  /** Null where the schedule gives no end; '+' marks a time past midnight. */
  end: string | null;
}

/** Each season's session schedule, as the club's wall-clock times (stored with a Z, docs/decisions.md). */
const SCHEDULES: Record<Season, readonly Slot[]> = {
  SPRING: [
    { day: 'FRIDAY', type: 'EVENING', start: '19:00', end: null },
    { day: 'SATURDAY', type: 'DAY', start: '10:00', end: '17:30' },
    { day: 'SATURDAY', type: 'EVENING', start: '20:00', end: null },
    { day: 'SUNDAY', type: 'DAY', start: '10:00', end: null },
    { day: 'SUNDAY', type: 'EVENING', start: '19:00', end: null },
    { day: 'MONDAY', type: 'DAY', start: '10:00', end: '16:00' },
  ],
  WINTER: [
    { day: 'FRIDAY', type: 'EVENING', start: '19:00', end: '+01:00' },
    { day: 'SATURDAY', type: 'DAY', start: '10:00', end: '19:00' },
    { day: 'SATURDAY', type: 'EVENING', start: '19:00', end: '+01:00' },
    { day: 'SUNDAY', type: 'DAY', start: '10:00', end: '16:00' },
  ],
};

const DAY_OFFSET: Record<DayOfWeekName, number> = { FRIDAY: 0, SATURDAY: 1, SUNDAY: 2, MONDAY: 3 };
const DAY_MS = 24 * 60 * 60 * 1000;

const startOfDay = (date: Date): number =>
  Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());

const at = (day: number, time: string): Date => {
  const nextDay = time.startsWith('+');
  const [hours = 0, minutes = 0] = time.replace('+', '').split(':').map(Number);
  return new Date(day + (nextDay ? DAY_MS : 0) + (hours * 60 + minutes) * 60 * 1000);
};

const capitalised = (word: string): string => word.charAt(0) + word.slice(1).toLowerCase();

/**
 * The sessions of a convention starting on the Friday `startDate`: the season's schedule, cut at
 * `endDate` (a slot on a later day than the end date is left out).
 */
export const scheduledSessions = (
  season: Season,
  startDate: Date,
  endDate: Date = new Date(startDate.getTime() + 3 * DAY_MS),
): ScheduledSession[] => {
  const friday = startOfDay(startDate);
  const lastDay = startOfDay(endDate);
  return SCHEDULES[season]
    .map((slot) => ({ slot, day: friday + DAY_OFFSET[slot.day] * DAY_MS }))
    .filter(({ day }) => day <= lastDay)
    .map(({ slot, day }) => ({
      name: `${capitalised(slot.day)} ${capitalised(slot.type)}`,
      dayOfWeekName: slot.day,
      sessionType: slot.type,
      startDateTime: at(day, slot.start),
      endDateTime: slot.end === null ? null : at(day, slot.end),
    }));
};
