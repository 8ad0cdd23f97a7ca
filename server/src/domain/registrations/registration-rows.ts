import type { RegistrationRequest } from 'shared-api/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { registrationFeaturedGames, registrationSessions } from '../../db/schema';
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
export const insertChoices = async (
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
