import type { Registration, RegistrationInput } from '../registrations';

/** A saved registration as the values of the forms that change it (the member's and the admin's). */
export const registrationFormValues = (r: Registration): RegistrationInput => ({
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
