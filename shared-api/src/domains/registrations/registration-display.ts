import type { Registration } from './schema';
import { formatClubDateTime, type ClubDateValue } from '../../contract/plain/club-dates';
import { experienceLevelName } from './plain';
import { companionsText, dietaryText, mealNames, type ConventionMeal } from './meals';

/** A session as the form and the registration views name it: its name, then its start on the club's clock. */
export const sessionLabel = (session: { name: string; startDateTime: ClubDateValue }): string =>
  `${session.name} (${formatClubDateTime(session.startDateTime)})`;

/** How the registration form names a further copy of a game brought: "1830 (copy 2)". */
export const copyLabel = (title: string, copy: number): string => `${title} (copy ${copy})`;

/** What the views call the picks, beside the free text of the same wish. */
export const PICK_LABELS = {
  broughtGames: 'Catalogue games to bring',
  wantedGames: 'Catalogue games to play',
  playPartners: 'Listed people to play with',
} as const;

/** A registration's picks by name, as every view of it lists them. */
export interface PickNames {
  /** One per copy, a further copy named as the form names it. */
  broughtGames: string[];
  wantedGames: string[];
  playPartners: string[];
}

/** Titles in their order, each further copy of one named as its copy. */
const copies = (titles: readonly string[]): string[] => {
  const seen = new Map<string, number>();
  return titles.map((title) => {
    const copy = (seen.get(title) ?? 0) + 1;
    seen.set(title, copy);
    return copy === 1 ? title : copyLabel(title, copy);
  });
};

/** The picks by name; none from a server that did not name them. */
export const pickNames = (
  r: Pick<Registration, 'broughtGames' | 'wantedGames' | 'playPartners'>,
): PickNames => ({
  broughtGames: copies((r.broughtGames ?? []).map((game) => game.title)),
  wantedGames: (r.wantedGames ?? []).map((game) => game.title),
  playPartners: (r.playPartners ?? []).map((partner) => partner.name),
});

/** The four gaming preferences and the consent to be picked, as the form asked them. */
export const preferenceTexts = (
  r: Pick<
    Registration,
    | 'bringOwnPokerChips'
    | 'mindNewPlayers'
    | 'hostAndTeach'
    | 'sameExperience'
    | 'listedAsPlayPartner'
    | 'listed'
  >,
): string[] =>
  [
    r.bringOwnPokerChips && 'Brings own poker chips',
    // Stored inverted.
    !r.mindNewPlayers && "Doesn't mind new players",
    r.hostAndTeach && 'Happy to host and teach',
    r.sameExperience && 'Prefers the same experience',
    r.listedAsPlayPartner && 'May be picked to play with',
    r.listed && 'Shown on the list of who is coming',
  ].filter((text): text is string => typeof text === 'string');

/** One answer of a registration as the views list it; an empty value was not answered. */
export interface AnswerRow {
  label: string;
  value: string;
}

/**
 * A registration's answers beyond its sessions, in the form's order, each pick beside the free
 * text of the same wish: the member's card and the organisers' details list the same rows. Meals
 * are named from the convention's (none known, none named).
 */
export const registrationAnswerRows = (
  r: Registration,
  meals: readonly ConventionMeal[] = [],
): AnswerRow[] => {
  const picks = pickNames(r);
  return [
    { label: 'Special Sessions', value: r.featuredGames.map((g) => g.gameName).join(', ') },
    { label: 'Experience', value: experienceLevelName(r.experienceLevel) },
    { label: PICK_LABELS.broughtGames, value: picks.broughtGames.join(', ') },
    { label: 'Games to bring', value: r.bringGames ?? '' },
    { label: PICK_LABELS.wantedGames, value: picks.wantedGames.join(', ') },
    { label: 'Games to play', value: r.wantToPlayGames ?? '' },
    { label: PICK_LABELS.playPartners, value: picks.playPartners.join(', ') },
    { label: 'People to play with', value: r.peopleToPlayWith ?? '' },
    { label: 'Preferences', value: preferenceTexts(r).join(', ') },
    { label: 'Parking', value: r.parking ? `Yes (${r.licensePlate ?? ''})` : 'No' },
    { label: 'Dietary needs', value: dietaryText(r) },
    { label: 'Meals', value: mealNames(meals, r.mealIds).join(', ') },
    { label: 'Accompanying persons', value: companionsText(meals, r.companions) },
    { label: 'Additional info', value: r.additionalInfo ?? '' },
  ];
};
