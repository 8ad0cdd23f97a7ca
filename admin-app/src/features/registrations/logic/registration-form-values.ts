import type { AdminRegistration, RegistrationInput } from 'shared-api';

/** The Update Registration form starts from the registration as saved. */
export const registrationFormValues = (r: AdminRegistration): RegistrationInput => ({
  id: r.id,
  conventionId: r.conventionId,
  attendeeFirstName: r.attendeeFirstName,
  attendeeLastName: r.attendeeLastName,
  attendeeEmail: r.attendeeEmail,
  attendeeYearOfBirth: r.attendeeYearOfBirth,
  attendeeNationality: r.attendeeNationality ?? '',
  registerDifferentPerson: r.registerDifferentPerson,
  sessions: r.sessions.map((s) => ({ id: s.id })),
  featuredGameIds: r.featuredGameIds,
  bringGames: r.bringGames ?? '',
  wantToPlayGames: r.wantToPlayGames ?? '',
  peopleToPlayWith: r.peopleToPlayWith ?? '',
  additionalInfo: r.additionalInfo ?? '',
  bringOwnPokerChips: r.bringOwnPokerChips,
  mindNewPlayers: r.mindNewPlayers,
  hostAndTeach: r.hostAndTeach,
  sameExperience: r.sameExperience,
  experienceLevel: r.experienceLevel,
  parking: r.parking,
  licensePlate: r.licensePlate ?? '',
  termsAccepted: r.termsAccepted,
});
