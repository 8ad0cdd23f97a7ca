import { randomUUID } from 'node:crypto';
import { registrationRequestSchema, type RegistrationInput } from 'shared-api/contract';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  catalogueGames,
  conventionFeaturedGames,
  conventions,
  featuredGames,
  registrations,
  sessions,
  users,
} from '../db/schema';
import { hashPassword } from '../contexts/accounts';
import { choicesOf } from '../contexts/registrations';
import { attendeeColumns, insertChoices } from '../contexts/registrations';
import { grantRoles } from '../contexts/accounts';
import { scheduledSessions } from '../contexts/conventions';
import { seedDemoLogs } from './demo-logs';

export const DEMO_MEMBER_EMAIL = 'member@18xx.be';
/** Documented in server/README.md: demo data only, never in production. */
export const DEMO_MEMBER_PASSWORD = 'Member-18xx!';

export interface DemoReport {
  memberEmail: string;
  memberPassword: string;
  conventionCreated: boolean;
}

const seedDemoMember = async (db: Db): Promise<void> => {
  const [member] = await db
    .insert(users)
    .values({
      email: DEMO_MEMBER_EMAIL,
      firstName: 'Demo',
      lastName: 'Member',
      passwordHash: await hashPassword(DEMO_MEMBER_PASSWORD),
      isEmailConfirmed: true,
      nationality: 'Belgian',
      yearOfBirth: 1985,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (member) await grantRoles(db, member.id, ['USER', 'REGISTERED']);
};

/** Two sign-ups for the User Management page: one awaiting approval, one its email confirmation. */
const DEMO_APPLICANTS = [
  { email: 'applicant@18xx.be', firstName: 'Alex', lastName: 'Applicant', isEmailConfirmed: true },
  {
    email: 'unconfirmed@18xx.be',
    firstName: 'Uma',
    lastName: 'Unconfirmed',
    isEmailConfirmed: false,
  },
];

const seedDemoApplicants = async (db: Db): Promise<void> => {
  const passwordHash = await hashPassword(DEMO_MEMBER_PASSWORD);
  const created = await db
    .insert(users)
    .values(DEMO_APPLICANTS.map((applicant) => ({ ...applicant, passwordHash })))
    .onConflictDoNothing()
    .returning({ id: users.id });
  for (const { id } of created) await grantRoles(db, id, ['REGISTERED']);
};

/** What a demo attendee answered; their picks by catalogue title. */
interface DemoAttendee {
  email: string;
  firstName: string;
  lastName: string;
  bring: readonly string[];
  want: readonly string[];
  /** Demo attendees they play with, by email; those agreed to be listed. */
  playWith: readonly string[];
  answers: Partial<RegistrationInput>;
}

/**
 * Two attendees already registered, with picks: a game brought twice, games wanted, and the one
 * who agreed to be listed picked as someone to play with (the demo member may pick her too).
 */
export const DEMO_ATTENDEES: readonly DemoAttendee[] = [
  {
    email: 'lotte@18xx.be',
    firstName: 'Lotte',
    lastName: 'Janssens',
    bring: ['1830', '1830', '1889'],
    want: ['18Chesapeake'],
    playWith: [],
    answers: { listedAsPlayPartner: true, hostAndTeach: true, experienceLevel: 3 },
  },
  {
    email: 'pieter@18xx.be',
    firstName: 'Pieter',
    lastName: 'Claes',
    bring: ['18Chesapeake'],
    want: ['1830', '1889'],
    playWith: ['lotte@18xx.be'],
    answers: { wantToPlayGames: 'Anything with a short first stock round', experienceLevel: 1 },
  },
];

/** The demo attendees' accounts and their registrations for the convention, in its transaction. */
const seedDemoRegistrations = async (tx: Db, conventionId: number): Promise<void> => {
  const passwordHash = await hashPassword(DEMO_MEMBER_PASSWORD);
  await tx
    .insert(users)
    .values(
      DEMO_ATTENDEES.map(({ email, firstName, lastName }) => ({
        email,
        firstName,
        lastName,
        passwordHash,
        isEmailConfirmed: true,
      })),
    )
    .onConflictDoNothing();
  const accounts = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_ATTENDEES.map((a) => a.email),
      ),
    );
  const sessionIds = (
    await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.conventionId, conventionId))
      .orderBy(asc(sessions.startDateTime))
  ).map((session) => ({ id: session.id }));
  const games = await tx
    .select({ id: catalogueGames.id, title: catalogueGames.title })
    .from(catalogueGames);
  // A title an organiser has taken out of the catalogue is left out.
  const gameIds = (titles: readonly string[]) =>
    titles.flatMap((title) => games.filter((game) => game.title === title).map((g) => g.id));
  const registrationIds = new Map(DEMO_ATTENDEES.map((a) => [a.email, randomUUID()]));

  for (const attendee of DEMO_ATTENDEES) {
    const account = accounts.find((a) => a.email === attendee.email);
    if (!account) continue;
    await grantRoles(tx, account.id, ['USER', 'REGISTERED']);
    const input = registrationRequestSchema.parse({
      id: registrationIds.get(attendee.email),
      conventionId,
      attendeeFirstName: attendee.firstName,
      attendeeLastName: attendee.lastName,
      attendeeEmail: attendee.email,
      sessions: sessionIds,
      bringGameIds: gameIds(attendee.bring),
      wantGameIds: gameIds(attendee.want),
      playWithRegistrationIds: attendee.playWith.map((email) => registrationIds.get(email)),
      experienceLevel: 2,
      termsAccepted: true,
      ...attendee.answers,
    });
    await tx.insert(registrations).values({
      id: input.id,
      conventionId,
      userId: account.id,
      registeredByUserId: account.id,
      ...attendeeColumns(input, attendee.email),
    });
    await insertChoices(tx, input.id, choicesOf(input));
  }
};

/** Six weeks or more ahead, on a Friday: always upcoming when the demo is seeded. */
const nextConventionFriday = (now: Date): Date => {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 42));
  while (day.getUTCDay() !== 5) day.setUTCDate(day.getUTCDate() + 1);
  return day;
};

const seedDemoConvention = async (db: Db): Promise<boolean> => {
  const [existing] = await db.select({ total: count() }).from(conventions);
  if ((existing?.total ?? 0) > 0) return false;
  const friday = nextConventionFriday(new Date());
  const monday = new Date(friday.getTime() + 3 * 24 * 60 * 60 * 1000);
  await db.transaction(async (tx) => {
    const [convention] = await tx
      .insert(conventions)
      .values({
        name: `Spring Convention ${friday.getUTCFullYear()}`,
        startDate: friday,
        endDate: monday,
        season: 'SPRING',
        isActive: true,
        registrationOpen: true,
      })
      .returning({ id: conventions.id });
    if (!convention) throw new Error('Could not create the demo convention.');
    await tx.insert(sessions).values(
      scheduledSessions('SPRING', friday, monday).map((s) => ({
        ...s,
        conventionId: convention.id,
      })),
    );
    // Linked to their catalogue game, so that picking the special session counts as wanting it.
    const catalogue = await tx
      .select({ id: catalogueGames.id, title: catalogueGames.title })
      .from(catalogueGames);
    const featured = (gameName: string, description: string) => ({
      gameName,
      description,
      gameId: catalogue.find((game) => game.title === gameName)?.id ?? null,
    });
    const games = await tx
      .insert(featuredGames)
      .values([
        featured('1830', 'Railways and robber barons on the US east coast.'),
        featured('18Chesapeake', 'A friendly first 18xx around the bay.'),
      ])
      .returning({ id: featuredGames.id });
    await tx
      .insert(conventionFeaturedGames)
      .values(games.map((g) => ({ conventionId: convention.id, featuredGameId: g.id })));
    await seedDemoRegistrations(tx, convention.id);
  });
  return true;
};

/**
 * SEED_DEMO=1: one approved member, two applicants and an upcoming, active spring convention open
 * for sign-up, where two more members have registered with picks.
 */
export const seedDemo = async (db: Db): Promise<DemoReport> => {
  await seedDemoMember(db);
  await seedDemoApplicants(db);
  await seedDemoLogs(db);
  return {
    memberEmail: DEMO_MEMBER_EMAIL,
    memberPassword: DEMO_MEMBER_PASSWORD,
    conventionCreated: await seedDemoConvention(db),
  };
};
