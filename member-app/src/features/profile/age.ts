/** The profile's age is this year minus the year of birth; '-' when it is unknown. */
export const ageFromYearOfBirth = (yearOfBirth: number | null, now: Date = new Date()): string =>
  yearOfBirth === null ? '-' : String(now.getFullYear() - yearOfBirth);
