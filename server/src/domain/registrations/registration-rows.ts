import type { RegistrationRequest } from 'shared-api/contract';
import { eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { TypedQueryBuilder } from 'drizzle-orm/query-builders/query-builder';
import type { Db } from '../../db/client';
import { preparedFor } from '../../db/prepared';
import {
  mailOutbox,
  registrationFeaturedGames,
  registrations,
  registrationSessions,
} from '../../db/schema';
import { announceQueuedMail, outboxValues, type QueuedMail } from '../mail';
import type { Choices } from './convention-choices';

export const sameEmail = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

/** The columns a member's payload sets; who registered and for which account is the server's. */
export const attendeeColumns = (input: RegistrationRequest, registrantEmail: string) => ({
  attendeeFirstName: input.attendeeFirstName,
  attendeeLastName: input.attendeeLastName,
  attendeeEmail: input.attendeeEmail,
  attendeeYearOfBirth: input.attendeeYearOfBirth,
  attendeeNationality: input.attendeeNationality,
  // Decided from the email, not trusted from the payload: it is what the permission rule checks.
  registerDifferentPerson: !sameEmail(input.attendeeEmail, registrantEmail),
  bringGames: input.bringGames,
  wantToPlayGames: input.wantToPlayGames,
  peopleToPlayWith: input.peopleToPlayWith,
  additionalInfo: input.additionalInfo,
  bringOwnPokerChips: input.bringOwnPokerChips,
  mindNewPlayers: input.mindNewPlayers,
  hostAndTeach: input.hostAndTeach,
  sameExperience: input.sameExperience,
  experienceLevel: input.experienceLevel,
  parking: input.parking,
  licensePlate: input.licensePlate,
  termsAccepted: input.termsAccepted,
});

/** Writes a new registration's sessions and special sessions (inside the caller's transaction). */
const insertChoices = async (
  tx: Db,
  registrationId: string,
  { sessionIds, featuredGameIds }: Choices,
): Promise<void> => {
  await tx
    .insert(registrationSessions)
    .values(sessionIds.map((sessionId) => ({ registrationId, sessionId })));
  if (featuredGameIds.length > 0) {
    await tx
      .insert(registrationFeaturedGames)
      .values(featuredGameIds.map((featuredGameId) => ({ registrationId, featuredGameId })));
  }
};

/** What a new registration's row is given; its other columns keep their defaults. */
export type NewRegistration = {
  id: string;
  conventionId: number;
  userId: string;
  registeredByUserId: string;
} & ReturnType<typeof attendeeColumns>;

/** Every key of T, listed: the compiler refuses a list that misses one. */
const everyKey =
  <T>() =>
  <const K extends readonly (keyof T & string)[]>(
    keys: K & ([keyof T] extends [K[number]] ? unknown : never),
  ) =>
    keys;

const NEW_REGISTRATION_KEYS = everyKey<NewRegistration>()([
  'id',
  'conventionId',
  'userId',
  'registeredByUserId',
  'attendeeFirstName',
  'attendeeLastName',
  'attendeeEmail',
  'attendeeYearOfBirth',
  'attendeeNationality',
  'registerDifferentPerson',
  'bringGames',
  'wantToPlayGames',
  'peopleToPlayWith',
  'additionalInfo',
  'bringOwnPokerChips',
  'mindNewPlayers',
  'hostAndTeach',
  'sameExperience',
  'experienceLevel',
  'parking',
  'licensePlate',
  'termsAccepted',
]);

const MAIL_KEYS = everyKey<ReturnType<typeof outboxValues>>()([
  'toAddress',
  'subject',
  'html',
  'text',
]);

const placeholders = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, sql.placeholder(key)])) as Record<K, Placeholder<K>>;

/**
 * A statement of raw SQL as a CTE: Drizzle's typed `$with` takes query builders only, but it
 * reads no more of them than their SQL.
 */
const rawStatement = (statement: SQL) => statement as unknown as TypedQueryBuilder<undefined>;

/**
 * A new registration, its sessions and special sessions, and its confirmation mail, as one
 * statement (data-modifying CTEs): atomic without a transaction, and one round trip instead of
 * seven when every member registers at the moment registration opens. A duplicate attendee or id
 * fails the whole statement, so nothing of it is written. The choices come as arrays, so one
 * prepared statement serves any number of them.
 */
const registrationInsert = preparedFor((db) => {
  const inserted = db
    .$with('inserted')
    .as(db.insert(registrations).values(placeholders(NEW_REGISTRATION_KEYS)).returning());
  return db
    .with(
      inserted,
      db
        .$with('inserted_sessions')
        .as(
          db
            .insert(registrationSessions)
            .select(
              sql`select ${inserted.id}, unnest(${sql.placeholder('sessionIds')}::int[]) from ${inserted}`,
            ),
        ),
      db
        .$with('inserted_featured_games')
        .as(
          db
            .insert(registrationFeaturedGames)
            .select(
              sql`select ${inserted.id}, unnest(${sql.placeholder('featuredGameIds')}::uuid[]) from ${inserted}`,
            ),
        ),
      // A registration that joins the waiting list is not confirmed: it gets its own mail after.
      db.$with('queued_mail').as(
        rawStatement(sql`insert into ${mailOutbox} (to_address, subject, html, text)
          select ${sql.join(
            MAIL_KEYS.map((key) => sql.placeholder(key)),
            sql`, `,
          )} from ${inserted} where ${inserted.status} = 'registered'`),
      ),
    )
    .select()
    .from(inserted)
    .prepare('insert_registration');
});

export const insertRegistration = async (
  db: Db,
  registration: NewRegistration,
  { sessionIds, featuredGameIds }: Choices,
  mail: QueuedMail,
) => {
  const [row] = await registrationInsert(db).execute({
    ...registration,
    sessionIds,
    featuredGameIds,
    ...outboxValues(mail),
  });
  if (!row) throw new Error(`Registration ${registration.id} was not inserted.`);
  announceQueuedMail();
  return row;
};

/** Replaces a registration's sessions and special sessions (inside the caller's transaction). */
export const writeChoices = async (tx: Db, registrationId: string, choices: Choices) => {
  await tx
    .delete(registrationSessions)
    .where(eq(registrationSessions.registrationId, registrationId));
  await tx
    .delete(registrationFeaturedGames)
    .where(eq(registrationFeaturedGames.registrationId, registrationId));
  await insertChoices(tx, registrationId, choices);
};
