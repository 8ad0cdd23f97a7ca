import type { RegistrationRequest } from 'shared-api/contract';
import { and, eq, notInArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { TypedQueryBuilder } from 'drizzle-orm/query-builders/query-builder';
import type { Db } from '../../db/client';
import { preparedFor } from '../../db/prepared';
import {
  mailOutbox,
  registrationFeaturedGames,
  registrationGames,
  registrationPlayPartners,
  registrations,
  registrationSessions,
} from '../../db/schema';
import { announceQueuedMail, outboxValues, type QueuedMail } from '../../shared/mail';
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
  listedAsPlayPartner: input.listedAsPlayPartner,
  additionalInfo: input.additionalInfo,
  bringOwnPokerChips: input.bringOwnPokerChips,
  mindNewPlayers: input.mindNewPlayers,
  hostAndTeach: input.hostAndTeach,
  sameExperience: input.sameExperience,
  experienceLevel: input.experienceLevel,
  parking: input.parking,
  licensePlate: input.licensePlate,
  termsAccepted: input.termsAccepted,
  dietary: input.dietary,
  dietaryNotes: input.dietaryNotes,
  mealIds: input.mealIds,
  companions: input.companions,
  listed: input.listed,
});

/** A row per picked game: the copies brought and whether it is wanted. */
const gamePickRows = ({ gameIds, bringGameIds, wantGameIds }: Choices) =>
  gameIds.map((gameId) => ({
    gameId,
    copiesBrought: bringGameIds.filter((brought) => brought === gameId).length,
    wantsToPlay: wantGameIds.includes(gameId),
  }));

/** The picked games and the copies brought of each, as two arrays for the insert statement. */
const gamePickArrays = (choices: Choices) => {
  const rows = gamePickRows(choices);
  return {
    pickedGameIds: rows.map((row) => row.gameId),
    pickedCopies: rows.map((row) => row.copiesBrought),
  };
};

/** Writes a registration's choices (inside the caller's transaction). */
export const insertChoices = async (
  tx: Db,
  registrationId: string,
  choices: Choices,
): Promise<void> => {
  const { sessionIds, featuredGameIds, playWithRegistrationIds } = choices;
  // The sessions kept by a change are there already, with their check-in.
  await tx
    .insert(registrationSessions)
    .values(sessionIds.map((sessionId) => ({ registrationId, sessionId })))
    .onConflictDoNothing();
  if (featuredGameIds.length > 0) {
    await tx
      .insert(registrationFeaturedGames)
      .values(featuredGameIds.map((featuredGameId) => ({ registrationId, featuredGameId })));
  }
  const games = gamePickRows(choices);
  if (games.length > 0) {
    await tx.insert(registrationGames).values(games.map((game) => ({ registrationId, ...game })));
  }
  if (playWithRegistrationIds.length > 0) {
    await tx.insert(registrationPlayPartners).values(
      playWithRegistrationIds.map((partnerRegistrationId) => ({
        registrationId,
        partnerRegistrationId,
      })),
    );
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
  'listedAsPlayPartner',
  'additionalInfo',
  'bringOwnPokerChips',
  'mindNewPlayers',
  'hostAndTeach',
  'sameExperience',
  'experienceLevel',
  'parking',
  'licensePlate',
  'termsAccepted',
  'dietary',
  'dietaryNotes',
  'mealIds',
  'companions',
  'listed',
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
 * A new registration, its sessions, special sessions, picks, and its confirmation mail, as one
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
      db.$with('inserted_sessions').as(
        db.insert(registrationSessions).select(
          // Nobody has been checked in for a session of a registration just made.
          sql`select ${inserted.id}, unnest(${sql.placeholder('sessionIds')}::int[]), false from ${inserted}`,
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
      db.$with('inserted_games').as(
        db.insert(registrationGames).select(
          // postgres.js cannot send an array of booleans: the wishes come as their ids.
          sql`select ${inserted.id}, picked.game_id, picked.copies,
                picked.game_id = any(${sql.placeholder('wantGameIds')}::uuid[])
              from ${inserted}, unnest(${sql.placeholder('pickedGameIds')}::uuid[],
                ${sql.placeholder('pickedCopies')}::smallint[]) as picked(game_id, copies)`,
        ),
      ),
      db
        .$with('inserted_play_partners')
        .as(
          db
            .insert(registrationPlayPartners)
            .select(
              sql`select ${inserted.id}, unnest(${sql.placeholder('playWithRegistrationIds')}::uuid[]) from ${inserted}`,
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
  choices: Choices,
  mail: QueuedMail,
) => {
  const [row] = await registrationInsert(db).execute({
    ...registration,
    sessionIds: choices.sessionIds,
    featuredGameIds: choices.featuredGameIds,
    ...gamePickArrays(choices),
    wantGameIds: choices.wantGameIds,
    playWithRegistrationIds: choices.playWithRegistrationIds,
    ...outboxValues(mail),
  });
  if (!row) throw new Error(`Registration ${registration.id} was not inserted.`);
  announceQueuedMail();
  return row;
};

/**
 * Replaces a registration's choices (inside the caller's transaction), keeping the sessions it keeps. An attendee who no longer
 * agrees to be listed is taken out of the others' picks.
 */
export const writeChoices = async (
  tx: Db,
  registrationId: string,
  choices: Choices,
  listedAsPlayPartner: boolean,
) => {
  // Only the sessions given up: those kept keep the door team's check-in.
  await tx
    .delete(registrationSessions)
    .where(
      and(
        eq(registrationSessions.registrationId, registrationId),
        choices.sessionIds.length > 0
          ? notInArray(registrationSessions.sessionId, choices.sessionIds)
          : undefined,
      ),
    );
  await tx
    .delete(registrationFeaturedGames)
    .where(eq(registrationFeaturedGames.registrationId, registrationId));
  await tx.delete(registrationGames).where(eq(registrationGames.registrationId, registrationId));
  await tx
    .delete(registrationPlayPartners)
    .where(eq(registrationPlayPartners.registrationId, registrationId));
  if (!listedAsPlayPartner) await unlistPlayPartner(tx, registrationId);
  await insertChoices(tx, registrationId, choices);
};

/** Takes a registration out of every other registration's people to play with. */
export const unlistPlayPartner = async (tx: Db, registrationId: string): Promise<void> => {
  await tx
    .delete(registrationPlayPartners)
    .where(eq(registrationPlayPartners.partnerRegistrationId, registrationId));
};
