import { SPRING_CONVENTION_FEE_EUROS, WINTER_CONVENTION_FEE_EUROS } from 'shared-api';

// The club's facts as its pages state them, in one place so that the home page,
// the convention pages and the terms never disagree.

/** The club's social group: the footer and the Spring Convention page link to it. */
export const SOCIAL_GROUP_URL = 'https://www.facebook.com/groups/18xxbelgium';

export const SPRING_FEE = `€${SPRING_CONVENTION_FEE_EUROS}`;
export const WINTER_FEE = `€${WINTER_CONVENTION_FEE_EUROS}`;
/** Games longer than this many hours count as long games. */
export const LONG_GAME_HOURS = 10;
