// Closed value sets that the database stores as enums.

export const SEASONS = ['SPRING', 'WINTER'] as const;
export type Season = (typeof SEASONS)[number];

/** Session days in display order (Friday to Monday). */
export const DAYS_OF_WEEK = ['FRIDAY', 'SATURDAY', 'SUNDAY', 'MONDAY'] as const;
export type DayOfWeekName = (typeof DAYS_OF_WEEK)[number];

/** Display order within a day: day before evening. */
export const SESSION_TYPES = ['DAY', 'EVENING'] as const;
export type SessionType = (typeof SESSION_TYPES)[number];

/** The convention and featured game modals' messages, word for word. */
export const CONVENTION_DATES_REQUIRED = 'Start and End dates are required.';
export const GAME_NAME_REQUIRED = 'Game Name is required.';
export const FEATURED_GAME_CATALOGUE_NOT_FOUND =
  'The catalogue game was not found: choose one from the list, or none.';
/** GET /api/Convention/active without an active convention. */
export const NO_ACTIVE_CONVENTION = 'No active convention found.';

export const CONVENTION_NAME_REQUIRED = 'Convention name is required.';
export const CONVENTION_END_BEFORE_START = 'The end date cannot be before the start date.';
export const CONVENTION_START_NOT_FRIDAY =
  'A convention starts on a Friday: please choose a Friday as the start date.';
export const SESSION_END_BEFORE_START = 'A session cannot end before it starts.';
export const CAPACITY_INVALID = 'Capacity must be a whole number of at least 1, or empty.';
