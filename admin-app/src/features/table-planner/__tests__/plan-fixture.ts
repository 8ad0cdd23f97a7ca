// A small board: one session, an 1830 table (Ann, who wants it and brings it, and Bob, a New
// player) and an 1889 table (Carol, who wants 1830).
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
    level: [2, 0, 2][i]!,
    sessionIds: [11],
    hostAndTeach: false,
    wants: [['g1830'], [], ['g1830']][i]!,
  })),
  tables: [
    {
      id: 't1830',
      sessionIds: [11],
      gameId: 'g1830',
      gameTitle: '1830',
      gameFacts: '3-6 players, 4 h',
      copyOwnerId: ANN,
      teacherId: null,
      playerIds: [ANN, BOB],
      pinned: false,
      pinnedPlayerIds: [],
      warnings: ['Too few players: 2 of at least 3.'],
      changedSincePublished: false,
    },
    {
      id: 't1889',
      sessionIds: [11],
      gameId: 'g1889',
      gameTitle: '1889',
      gameFacts: '2-6 players, 3 h',
      copyOwnerId: null,
      teacherId: null,
      playerIds: [CAROL],
      pinned: false,
      pinnedPlayerIds: [],
      warnings: [],
      changedSincePublished: false,
    },
  ],
  unseated: [],
  featuredWithoutGame: [],
  unmatched: [
    { registrationId: ANN, attendeeName: 'Ann', field: 'wantToPlayGames', text: 'Mystery 18' },
  ],
  bans: [],
  metrics: null,
  solver: null,
  ...over,
});
