import type { Convention, Notification } from 'shared-api';
import { envelope } from 'test-support';

export interface HomeApi {
  publicList?: Notification[] | 'fail';
  privateList?: Notification[];
  convention?: Convention | null;
}

/** A fetch that answers the home page's calls as the server would, and remembers them. */
export const homeFetch = ({ publicList = [], privateList = [], convention = null }: HomeApi) =>
  jest.fn(async (input: RequestInfo | URL) => {
    // The announcements are asked for in the page's language (?language=…).
    const url = new URL(String(input), 'http://localhost').pathname;
    if (url.endsWith('/api/Notification/public')) {
      return publicList === 'fail'
        ? envelope(500, null, 'An unexpected error occurred.')
        : envelope(200, publicList);
    }
    if (url.endsWith('/api/Notification/private')) return envelope(200, privateList);
    if (url.endsWith('/api/Convention/active')) {
      return convention
        ? envelope(200, convention)
        : envelope(404, null, 'No active convention found.');
    }
    return envelope(404, null, 'Not found.');
  });

let nextId = 0;
export const announcement = (
  title: string,
  codes: string[] = ['PUBLIC', 'HOMEPAGE'],
  body: string | null = null,
): Notification => {
  nextId += 1;
  const day = (offset: number) =>
    `${new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)}T00:00:00.000Z`;
  return {
    noteId: `note-${nextId}`,
    userId: 'admin',
    title,
    body,
    validFrom: day(-2),
    validTo: day(2),
    isActive: true,
    tags: codes.map((code, index) => ({ id: index + 1, code })),
    // Each later fixture is newer.
    createDate: new Date(Date.UTC(2026, 0, 1) + nextId * 60_000).toISOString(),
  };
};

/** An active convention whose sessions start at the given wire times (Mechelen wall clock). */
export const activeConvention = (sessionStarts: string[], endDate: string): Convention => ({
  id: 1,
  name: 'Spring Convention 2026',
  startDate: `${sessionStarts[0]?.slice(0, 10) ?? '2026-05-22'}T00:00:00.000Z`,
  endDate,
  season: 'SPRING',
  isActive: true,
  registrationOpen: true,
  capacity: null,
  venue: null,
  reminderDays: [14, 2],
  registeredAttendees: 0,
  waitingAttendees: 0,
  sessions: sessionStarts.map((startDateTime, index) => ({
    id: index + 1,
    name: `Session ${index + 1}`,
    startDateTime,
    endDateTime: null,
    dayOfWeekName: 'FRIDAY',
    sessionType: 'EVENING',
    registeredCount: 0,
  })),
  featuredGames: [],
  meals: [],
  companionFeeCents: 0,
});
