import { experienceLevelName, type Registration } from 'shared-api';

export const fullName = (r: Pick<Registration, 'attendeeFirstName' | 'attendeeLastName'>) =>
  `${r.attendeeFirstName} ${r.attendeeLastName}`;

/** New=0 ... Expert=4, shown by name. */
export const experienceText = (level: number): string => experienceLevelName(level);
