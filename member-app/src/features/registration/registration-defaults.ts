import type { DefaultValues } from 'react-hook-form';
import type { RegistrationInput, SessionUser } from 'shared-api';
import { newRegistrationId } from './new-registration-id';

/**
 * For oneself the form starts from the user's details; on behalf of someone
 * else it starts blank. A new id each time, so each new form is a new registration while a
 * repeated submit of the same form is recognised by the server.
 */
export const registrationDefaults = (
  conventionId: number,
  user: SessionUser,
  onBehalf: boolean,
): DefaultValues<RegistrationInput> => ({
  id: newRegistrationId(),
  conventionId,
  attendeeFirstName: onBehalf ? '' : user.firstName,
  attendeeLastName: onBehalf ? '' : user.lastName,
  attendeeEmail: onBehalf ? '' : user.email,
  attendeeYearOfBirth: onBehalf ? null : user.yearOfBirth,
  attendeeNationality: onBehalf ? '' : (user.nationality ?? ''),
  registerDifferentPerson: onBehalf,
  sessions: [],
  featuredGameIds: [],
  bringGames: '',
  wantToPlayGames: '',
  peopleToPlayWith: '',
  bringGameIds: [],
  wantGameIds: [],
  playWithRegistrationIds: [],
  listedAsPlayPartner: false,
  additionalInfo: '',
  bringOwnPokerChips: false,
  mindNewPlayers: false,
  hostAndTeach: false,
  sameExperience: false,
  parking: false,
  licensePlate: '',
  termsAccepted: false,
  dietary: 'none',
  dietaryNotes: '',
  mealIds: [],
  companions: [],
  listed: false,
});
