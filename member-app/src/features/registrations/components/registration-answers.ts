import type { ConventionMeal, Dietary, Registration } from 'shared-api';
import { companionName, mealNames, pickNames } from 'shared-api/member';
import type { Translate } from 'shared-ui';
import { key, type MemberMessage } from '../../../i18n';
import { EXPERIENCE_NAMES } from '../../../experience-levels';

const DIETARY_NAMES: Record<Dietary, MemberMessage> = {
  none: key('answers.dietary.none'),
  vegetarian: key('answers.dietary.vegetarian'),
  vegan: key('answers.dietary.vegan'),
  other: key('answers.dietary.other'),
};

/** One answer of a registration as its card lists it; an empty value was not answered. */
export interface AnswerRow {
  label: string;
  value: string;
}

/**
 * A registration's answers beyond its sessions, in the form's order, each pick beside the free
 * text of the same wish: the rows of the organisers' details, in the member's language.
 */
export const registrationAnswers = (
  r: Registration,
  meals: readonly ConventionMeal[],
  t: Translate<MemberMessage>,
): AnswerRow[] => {
  const picks = pickNames(r);
  const list = (items: readonly string[]) => items.join(', ');
  // Each further copy of a game brought named as the form names it.
  const seen = new Map<string, number>();
  const brought = (r.broughtGames ?? []).map(({ title }) => {
    const copy = (seen.get(title) ?? 0) + 1;
    seen.set(title, copy);
    return copy === 1 ? title : t('form.convention.copyLabel', { title, copy });
  });
  const preferences = [
    r.bringOwnPokerChips && t('answers.preference.pokerChips'),
    // Stored inverted.
    !r.mindNewPlayers && t('answers.preference.newPlayers'),
    r.hostAndTeach && t('answers.preference.hostAndTeach'),
    r.sameExperience && t('answers.preference.sameExperience'),
    r.listedAsPlayPartner && t('answers.preference.pickable'),
    r.listed && t('answers.preference.listed'),
  ].filter((text): text is string => typeof text === 'string');
  const experience = EXPERIENCE_NAMES[r.experienceLevel as keyof typeof EXPERIENCE_NAMES];
  const dietary =
    r.dietary === 'none'
      ? ''
      : r.dietaryNotes
        ? t('answers.dietary.withNotes', {
            diet: t(DIETARY_NAMES[r.dietary]),
            notes: r.dietaryNotes,
          })
        : t(DIETARY_NAMES[r.dietary]);
  const companions = r.companions
    .map((companion) => {
      const theirs = mealNames(meals, companion.mealIds);
      return theirs.length > 0
        ? t('answers.companionMeals', { name: companionName(companion), meals: list(theirs) })
        : companionName(companion);
    })
    .join('; ');
  return [
    { label: t('answers.specialSessions'), value: list(r.featuredGames.map((g) => g.gameName)) },
    { label: t('answers.experience'), value: experience ? t(experience) : '' },
    { label: t('answers.broughtPicks'), value: list(brought) },
    { label: t('answers.bringText'), value: r.bringGames ?? '' },
    { label: t('answers.wantedPicks'), value: list(picks.wantedGames) },
    { label: t('answers.wantText'), value: r.wantToPlayGames ?? '' },
    { label: t('answers.partnerPicks'), value: list(picks.playPartners) },
    { label: t('answers.peopleText'), value: r.peopleToPlayWith ?? '' },
    { label: t('answers.preferences'), value: list(preferences) },
    {
      label: t('answers.parking'),
      value: r.parking
        ? t('answers.parking.yes', { plate: r.licensePlate ?? '' })
        : t('answers.parking.no'),
    },
    { label: t('answers.dietary'), value: dietary },
    { label: t('answers.meals'), value: list(mealNames(meals, r.mealIds)) },
    { label: t('answers.companions'), value: companions },
    { label: t('answers.additionalInfo'), value: r.additionalInfo ?? '' },
  ];
};
