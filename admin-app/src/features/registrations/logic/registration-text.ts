import { experienceLevelName, preferenceTexts, type Registration } from 'shared-api';

export const fullName = (r: Pick<Registration, 'attendeeFirstName' | 'attendeeLastName'>) =>
  `${r.attendeeFirstName} ${r.attendeeLastName}`;

/** New=0 ... Expert=4, shown by name. */
export const experienceText = (level: number): string => experienceLevelName(level);

/** The gaming preferences as the form asked them. */
export const preferencesText = (r: Registration): string => preferenceTexts(r).join(', ') || 'None';
