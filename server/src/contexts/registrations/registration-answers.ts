import type { registrations } from '../../db/schema';

/**
 * Who attends and what they answered, as stored: the part of a registration that every view of
 * it shows alike (the administrators', the member's, the member's data export).
 */
export const registrationAnswers = (r: typeof registrations.$inferSelect) => ({
  attendeeFirstName: r.attendeeFirstName,
  attendeeLastName: r.attendeeLastName,
  attendeeEmail: r.attendeeEmail,
  attendeeYearOfBirth: r.attendeeYearOfBirth,
  attendeeNationality: r.attendeeNationality,
  bringGames: r.bringGames,
  wantToPlayGames: r.wantToPlayGames,
  peopleToPlayWith: r.peopleToPlayWith,
  listedAsPlayPartner: r.listedAsPlayPartner,
  additionalInfo: r.additionalInfo,
  bringOwnPokerChips: r.bringOwnPokerChips,
  mindNewPlayers: r.mindNewPlayers,
  hostAndTeach: r.hostAndTeach,
  sameExperience: r.sameExperience,
  experienceLevel: r.experienceLevel,
  parking: r.parking,
  licensePlate: r.licensePlate,
  dietary: r.dietary,
  dietaryNotes: r.dietaryNotes,
  mealIds: r.mealIds,
  companions: r.companions,
  listed: r.listed,
});
