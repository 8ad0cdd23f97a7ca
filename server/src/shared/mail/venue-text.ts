import {
  CLUB_VENUE_ADDRESS,
  openStreetMapUrl,
  venueLine,
  type Language,
  type Venue,
} from 'shared-api/contract';
import { translator } from '../i18n/translators';

/**
 * The venue as a mail says it, on one line: the address, the map, the on-site phone. Until the
 * organisers set it, the town the public pages give.
 */
export const venueText = (venue: Venue | null, language: Language = 'en'): string => {
  if (!venue) return CLUB_VENUE_ADDRESS;
  const t = translator(language);
  const map = openStreetMapUrl(venue);
  return [
    venueLine(venue),
    map ? t('venue.map', { url: map }) : null,
    venue.phone ? t('venue.phone', { phone: venue.phone }) : null,
  ]
    .filter((part) => part !== null)
    .join(' — ');
};

/** The organisers' arrival notes, or a sentence saying there are none. */
export const arrivalText = (venue: Venue | null, language: Language = 'en'): string =>
  venue?.arrivalNotes.trim() || translator(language)('venue.noArrivalNotes');
