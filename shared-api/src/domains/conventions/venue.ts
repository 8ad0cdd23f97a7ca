// Reached through 'shared-api/contract' and 'shared-api/member' only: the home page never shows it.

/** Where a convention takes place, as organisers set it and registered attendees are told. */
export interface Venue {
  name: string;
  address: string;
  /** Both or neither: the map links need the two. */
  latitude: number | null;
  longitude: number | null;
  arrivalNotes: string;
  phone: string;
}

export const VENUE_NAME_REQUIRED = 'Venue name is required.';
export const VENUE_ADDRESS_REQUIRED = 'Venue address is required.';
export const VENUE_LATITUDE_INVALID = 'Latitude must be a number between -90 and 90, or empty.';
export const VENUE_LONGITUDE_INVALID = 'Longitude must be a number between -180 and 180, or empty.';
export const VENUE_COORDINATES_TOGETHER = 'Give both latitude and longitude, or neither.';
export const VENUE_PHONE_INVALID =
  'The on-site phone number may hold digits, spaces, +, -, / and brackets only.';
export const REMINDER_DAYS_INVALID =
  'Reminder days must be whole numbers of days from 1 to 90, separated by commas, or empty.';

/** Reminders are sent at most this many days before the start. */
export const MAX_REMINDER_DAY = 90;
export const DEFAULT_REMINDER_DAYS: readonly number[] = [14, 2];

const OSM_ZOOM = 17;

const hasCoordinates = (
  venue: Pick<Venue, 'latitude' | 'longitude'>,
): venue is { latitude: number; longitude: number } =>
  venue.latitude !== null && venue.longitude !== null;

/** The venue on OpenStreetMap, with a marker; null without coordinates. */
export const openStreetMapUrl = (venue: Pick<Venue, 'latitude' | 'longitude'>): string | null =>
  hasCoordinates(venue)
    ? `https://www.openstreetmap.org/?mlat=${venue.latitude}&mlon=${venue.longitude}#map=${OSM_ZOOM}/${venue.latitude}/${venue.longitude}`
    : null;

/** A geo: URI (RFC 5870): a phone opens its own maps app on it; null without coordinates. */
export const geoUri = (venue: Pick<Venue, 'latitude' | 'longitude'>): string | null =>
  hasCoordinates(venue) ? `geo:${venue.latitude},${venue.longitude}` : null;

/** The phone number as a tel: link: only its digits and a leading +. */
export const telUri = (phone: string): string =>
  `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;

/** The venue on one line, for a mail or a calendar event: "Name, street, town". */
export const venueLine = (venue: Pick<Venue, 'name' | 'address'>): string =>
  [venue.name, ...venue.address.split(/\r?\n/)]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(', ');

/** Reminder days as the form shows them: "14, 2". */
export const formatReminderDays = (days: readonly number[]): string => days.join(', ');
