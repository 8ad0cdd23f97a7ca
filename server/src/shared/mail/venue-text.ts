import { CLUB_VENUE_ADDRESS, openStreetMapUrl, venueLine, type Venue } from 'shared-api/contract';

/**
 * The venue as a mail says it, on one line: the address, the map, the on-site phone. Until the
 * organisers set it, the town the public pages give.
 */
export const venueText = (venue: Venue | null): string => {
  if (!venue) return CLUB_VENUE_ADDRESS;
  const map = openStreetMapUrl(venue);
  return [
    venueLine(venue),
    map ? `map: ${map}` : null,
    venue.phone ? `on-site phone: ${venue.phone}` : null,
  ]
    .filter((part) => part !== null)
    .join(' — ');
};

/** The organisers' arrival notes, or a sentence saying there are none. */
export const arrivalText = (venue: Venue | null): string =>
  venue?.arrivalNotes.trim() || 'none given yet';
