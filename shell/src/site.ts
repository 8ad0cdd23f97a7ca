// The club's facts as its pages state them, in one place so that the home page,
// the convention pages and the terms never disagree.

/** The club's social group: the footer and the Spring Convention page link to it. */
export const SOCIAL_GROUP_URL = 'https://www.facebook.com/groups/18xxbelgium';

export const SPRING_FEE = '€75';
export const WINTER_FEE = '€30';
/** Per convention weekend, spring and winter alike. */
export const PARKING_FEE = '€15';
/** Games longer than this many hours count as long games. */
export const LONG_GAME_HOURS = 10;
