// A small board: one session, an 1830 table (Ann, Bob) and an 1889 table (Carol).
import type { TablePlan } from 'shared-api';

export const ANN = '00000000-0000-4000-8000-000000000001';
export const BOB = '00000000-0000-4000-8000-000000000002';
export const CAROL = '00000000-0000-4000-8000-000000000003';

export const convention = {
  id: 7,
  name: 'Spring 2031',
  startDate: '2031-05-30T00:00:00Z',
  endDate: '2031-06-02T00:00:00Z',
  season: 'SPRING',
  isActive: true,
  registrationOpen: true,
  sessions: [],
  featuredGames: [],
};

export const plan = (over: Partial<TablePlan> = {}): TablePlan => ({
  conventionId: 7,
  conventionName: 'Spring 2031',
  version: 3,
  publishedAt: null,
  changedSincePublished: false,
  sessions: [{ id: 11, name: 'Saturday Day', startDateTime: '2031-05-31T10:00:00Z' }],
  attendees: [ANN, BOB, CAROL].map((id, i) => ({
    id,
    name: ['Ann', 'Bob', 'Carol'][i]!,
    level: 2,
    sessionIds: [11],
    hostAndTeach: false,
  })),
  tables: [
    {
      id: 't1830',
      sessionIds: [11],
      gameId: 'g1830',
      gameTitle: '1830',
      copyOwnerId: ANN,
      teacherId: null,
      playerIds: [ANN, BOB],
      pinned: false,
      pinnedPlayerIds: [],
      warnings: ['Too few players: 2 of at least 3.'],
    },
    {
      id: 't1889',
      sessionIds: [11],
      gameId: 'g1889',
      gameTitle: '1889',
      copyOwnerId: null,
      teacherId: null,
      playerIds: [CAROL],
      pinned: false,
      pinnedPlayerIds: [],
      warnings: [],
    },
  ],
  unseated: [],
  unmatched: [
    { registrationId: ANN, attendeeName: 'Ann', field: 'wantToPlayGames', text: 'Mystery 18' },
  ],
  bans: [],
  metrics: null,
  solver: null,
  ...over,
});
