import type { Convention, Session } from 'shared-api';

export const makeSession = (overrides: Partial<Session> = {}): Session => ({
  id: 1,
  name: 'Friday Evening',
  startDateTime: '2099-11-27T19:00:00.000Z',
  endDateTime: '2099-11-28T01:00:00.000Z',
  dayOfWeekName: 'FRIDAY',
  sessionType: 'EVENING',
  registeredCount: 0,
  ...overrides,
});

export const makeConvention = (overrides: Partial<Convention> = {}): Convention => ({
  id: 1,
  name: 'Winter Convention',
  startDate: '2099-11-27T00:00:00.000Z',
  endDate: '2099-11-29T00:00:00.000Z',
  season: 'WINTER',
  isActive: false,
  registrationOpen: false,
  capacity: null,
  venue: null,
  reminderDays: [14, 2],
  registeredAttendees: 0,
  waitingAttendees: 0,
  sessions: [],
  featuredGames: [],
  meals: [],
  companionFeeCents: 0,
  ...overrides,
});
