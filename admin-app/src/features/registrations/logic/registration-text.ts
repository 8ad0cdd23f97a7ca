import { experienceLevelName, type Registration } from 'shared-api';

export const fullName = (r: Pick<Registration, 'attendeeFirstName' | 'attendeeLastName'>) =>
  `${r.attendeeFirstName} ${r.attendeeLastName}`;

/** New=0 ... Expert=4, shown by name. */
export const experienceText = (level: number): string => experienceLevelName(level);

/** The four gaming preferences as the form asked them (mindNewPlayers is stored inverted). */
export const preferencesText = (r: Registration): string =>
  [
    r.bringOwnPokerChips && 'Brings own poker chips',
    !r.mindNewPlayers && "Doesn't mind new players",
    r.hostAndTeach && 'Happy to host and teach',
    r.sameExperience && 'Prefers the same experience',
  ]
    .filter((text): text is string => typeof text === 'string')
    .join(', ') || 'None';
