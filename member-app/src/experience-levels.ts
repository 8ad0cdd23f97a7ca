import type { ExperienceLevel } from 'shared-api';
import { key, type MemberMessage } from './i18n';

/** Each experience level as the member area names it ('New', 'Beginner', …). */
export const EXPERIENCE_NAMES: Record<ExperienceLevel, MemberMessage> = {
  0: key('experience.new'),
  1: key('experience.beginner'),
  2: key('experience.intermediate'),
  3: key('experience.experienced'),
  4: key('experience.expert'),
};

/** What the form says after each offered level's name. */
export const EXPERIENCE_HINTS: Partial<Record<ExperienceLevel, MemberMessage>> = {
  0: key('experience.new.hint'),
  1: key('experience.beginner.hint'),
  2: key('experience.intermediate.hint'),
  3: key('experience.experienced.hint'),
};
