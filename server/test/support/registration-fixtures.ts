import { randomUUID } from 'node:crypto';
import type { RegistrationInput, Role } from 'shared-api/contract';
import { eq } from 'drizzle-orm';
import type { App } from '../../src/app';
import type { Db } from '../../src/db/client';
import {
  conventionFeaturedGames,
  conventions,
  featuredGames,
  sessions,
  users,
} from '../../src/db/schema';
import { createUser, loginToken, MEMBER_PASSWORD } from './users';

export interface ConventionFixture {
  id: number;
  name: string;
  sessionIds: number[];
  gameIds: string[];
}

/** A convention with three sessions and two linked featured games, written straight to the database. */
export const createConvention = async (
  db: Db,
  {
    name = 'Spring Convention 2031',
    isActive = true,
    registrationOpen = true,
  }: { name?: string; isActive?: boolean; registrationOpen?: boolean } = {},
): Promise<ConventionFixture> => {
  const [convention] = await db
    .insert(conventions)
    .values({
      name,
      startDate: new Date('2031-05-30T00:00:00Z'),
      endDate: new Date('2031-06-02T00:00:00Z'),
      season: 'SPRING',
      isActive,
      registrationOpen,
    })
    .returning({ id: conventions.id });
  if (!convention) throw new Error('convention not created');
  // Inserted out of order, so the display order is the server's doing.
  const created = await db
    .insert(sessions)
    .values([
      {
        conventionId: convention.id,
        name: 'Saturday Day',
        startDateTime: new Date('2031-05-31T10:00:00Z'),
        endDateTime: new Date('2031-05-31T17:30:00Z'),
        dayOfWeekName: 'SATURDAY' as const,
        sessionType: 'DAY' as const,
      },
      {
        conventionId: convention.id,
        name: 'Friday Evening',
        startDateTime: new Date('2031-05-30T19:00:00Z'),
        endDateTime: null,
        dayOfWeekName: 'FRIDAY' as const,
        sessionType: 'EVENING' as const,
      },
      {
        conventionId: convention.id,
        name: 'Saturday Evening',
        startDateTime: new Date('2031-05-31T20:00:00Z'),
        endDateTime: null,
        dayOfWeekName: 'SATURDAY' as const,
        sessionType: 'EVENING' as const,
      },
    ])
    .returning({ id: sessions.id });
  const games = await db
    .insert(featuredGames)
    .values([
      { gameName: `1830 (${name})`, description: 'Robber barons.' },
      { gameName: `18Chesapeake (${name})`, description: 'A friendly first 18xx.' },
    ])
    .returning({ id: featuredGames.id });
  await db
    .insert(conventionFeaturedGames)
    .values(games.map((g) => ({ conventionId: convention.id, featuredGameId: g.id })));
  return {
    id: convention.id,
    name,
    sessionIds: created.map((s) => s.id),
    gameIds: games.map((g) => g.id),
  };
};

export interface Member {
  id: string;
  email: string;
  token: string;
}

/** A user with these roles, signed in. */
export const signedInUser = async (
  app: App,
  email: string,
  roles: Role[] = ['REGISTERED', 'USER'],
  { canRegisterMultiplePlayers = false } = {},
): Promise<Member> => {
  const id = await createUser(app.db, { email, roles });
  if (canRegisterMultiplePlayers) {
    await app.db.update(users).set({ canRegisterMultiplePlayers }).where(eq(users.id, id));
  }
  return { id, email, token: await loginToken(app, email, MEMBER_PASSWORD) };
};

/** A valid payload for the convention, registering `email`. */
export const registrationPayload = (
  convention: ConventionFixture,
  email: string,
  overrides: Partial<RegistrationInput> = {},
): RegistrationInput => ({
  id: randomUUID(),
  conventionId: convention.id,
  attendeeFirstName: 'Ann',
  attendeeLastName: 'Peeters',
  attendeeEmail: email,
  attendeeYearOfBirth: 1990,
  attendeeNationality: 'Belgian',
  registerDifferentPerson: false,
  sessions: convention.sessionIds.slice(0, 2).map((id) => ({ id })),
  featuredGameIds: convention.gameIds.slice(0, 1),
  bringGames: '1830',
  wantToPlayGames: '18EU',
  peopleToPlayWith: null,
  additionalInfo: null,
  bringOwnPokerChips: true,
  mindNewPlayers: false,
  hostAndTeach: false,
  sameExperience: true,
  experienceLevel: 2,
  parking: true,
  licensePlate: '1-ABC-123',
  termsAccepted: true,
  ...overrides,
});

export const bearer = (token: string | undefined) =>
  token ? { authorization: `Bearer ${token}` } : {};

export interface Answer<T = unknown> {
  result: number;
  errorMessage: string | null;
  data: T;
}
