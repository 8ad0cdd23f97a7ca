import type { Convention } from 'shared-api';

/** The active convention the tests register for; its sessions are not in start order. */
export const convention: Convention = {
  id: 7,
  name: 'Spring Convention 2031',
  startDate: '2031-05-30T00:00:00.000Z',
  endDate: '2031-06-02T00:00:00.000Z',
  season: 'SPRING',
  isActive: true,
  registrationOpen: true,
  capacity: null,
  venue: null,
  reminderDays: [14, 2],
  registeredAttendees: 0,
  waitingAttendees: 0,
  sessions: [
    {
      id: 2,
      name: 'Saturday Day',
      startDateTime: '2031-05-31T10:00:00.000Z',
      endDateTime: '2031-05-31T17:30:00.000Z',
      dayOfWeekName: 'SATURDAY',
      sessionType: 'DAY',
      registeredCount: 0,
    },
    {
      id: 1,
      name: 'Friday Evening',
      startDateTime: '2031-05-30T19:00:00.000Z',
      endDateTime: null,
      dayOfWeekName: 'FRIDAY',
      sessionType: 'EVENING',
      registeredCount: 0,
    },
  ],
  featuredGames: [
    {
      id: '11111111-1111-4111-8111-111111111111',
      gameName: '1830',
      description: 'Robber barons on the east coast.',
      isActive: true,
      gameId: null,
    },
    {
      id: '22222222-2222-4222-8222-222222222222',
      gameName: 'Withdrawn game',
      description: 'No longer offered.',
      isActive: false,
      gameId: null,
    },
  ],
  meals: [],
  companionFeeCents: 0,
};
