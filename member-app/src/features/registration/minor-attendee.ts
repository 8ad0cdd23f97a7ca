/**
 * Whether an attendee born in `yearOfBirth` may be 15 or younger at a convention starting on
 * `conventionStart` (YYYY-MM-DD). Only the year is known: someone who turns 16 in the convention's
 * year may not have had their birthday yet, so that year counts too.
 */
export const mayBeMinorAt = (yearOfBirth: unknown, conventionStart: string): boolean => {
  const year =
    typeof yearOfBirth === 'number'
      ? yearOfBirth
      : typeof yearOfBirth === 'string' && /^\s*\d{4}\s*$/.test(yearOfBirth)
        ? Number(yearOfBirth)
        : null;
  if (year === null) return false;
  const conventionYear = Number(conventionStart.slice(0, 4));
  return conventionYear - year <= 16;
};
