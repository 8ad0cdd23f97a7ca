import { isPastConvention, type Convention } from 'shared-api';

export interface ConventionGroups {
  upcoming: Convention[];
  past: Convention[];
}

const newestFirst = (a: Convention, b: Convention) =>
  Date.parse(b.startDate) - Date.parse(a.startDate);

/** Upcoming & Active and Past, each sorted by start date, newest first. */
export const groupConventions = (
  conventions: readonly Convention[],
  now: Date = new Date(),
): ConventionGroups => {
  const sorted = [...conventions].sort(newestFirst);
  return {
    upcoming: sorted.filter((c) => !isPastConvention(c, now)),
    past: sorted.filter((c) => isPastConvention(c, now)),
  };
};

export type BadgeColor = 'primary' | 'success' | 'warning' | 'secondary' | 'default';

export interface Badge {
  label: string;
  color: BadgeColor;
}

/** The badges of a row, by whether it is past. */
export const conventionBadges = (convention: Convention, isPast: boolean): Badge[] => {
  const badges: Badge[] = isPast
    ? [
        { label: 'Past', color: 'default' },
        ...(convention.isActive ? [{ label: 'Still Active', color: 'warning' as const }] : []),
        ...(convention.registrationOpen
          ? [{ label: 'Still Open', color: 'warning' as const }]
          : []),
      ]
    : [
        ...(convention.isActive ? [{ label: 'Active', color: 'primary' as const }] : []),
        convention.registrationOpen
          ? { label: 'Reg. Open', color: 'success' }
          : { label: 'Reg. Closed', color: 'secondary' },
      ];
  badges.push({
    label: 'Featured Games',
    color: convention.featuredGames.length > 0 ? 'success' : 'default',
  });
  return badges;
};
