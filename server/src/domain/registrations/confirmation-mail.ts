import { CLUB_VENUE_ADDRESS, formatEuro, type RegistrationSession } from 'shared-api/contract';
import { invoiceLines } from '../invoices/invoice-lines';
import {
  CLUB_ZONE_LABEL,
  DEFAULT_TEMPLATES,
  MAIL_TEMPLATES,
  renderTemplate,
  siteLink,
  wireDay,
  wireDayTime,
  type QueuedMail,
} from '../mail';
import type { ConventionForMail } from './active-convention';

export interface Confirmation {
  registrant: { email: string; firstName: string };
  attendee: {
    firstName: string;
    lastName: string;
    parking: boolean;
    licensePlate: string | null;
  };
  convention: ConventionForMail & { name: string };
  /** In display order. */
  sessions: readonly RegistrationSession[];
}

export interface StoredTemplate {
  subject: string;
  body: string;
}

/**
 * The template as read with the registration's other checks. It is seeded at start-up with the
 * other system templates (never deleted or renamed), so it is missing only from a database whose
 * server has not started since: the built-in text.
 */
export const confirmationTemplate = (stored: StoredTemplate | null): StoredTemplate =>
  stored ?? DEFAULT_TEMPLATES[MAIL_TEMPLATES.registrationConfirmation];

/** FRIDAY -> Friday. */
const dayName = (day: string): string => day.charAt(0) + day.slice(1).toLowerCase();

const sessionsText = (sessions: readonly RegistrationSession[]): string =>
  `${sessions
    .map((s) => `${s.name} (${dayName(s.dayOfWeekName)} ${wireDayTime(s.startDateTime)})`)
    .join(', ')} (${CLUB_ZONE_LABEL})`;

/** This registration's fee (and parking's), as the invoice will count it. */
const amountText = ({ convention, attendee }: Confirmation): string =>
  convention.fees
    ? formatEuro(invoiceLines(convention.season, convention.fees, [attendee]).total)
    : 'on your invoice';

/** The confirmation to the member who registered (also when they registered someone else). */
export const renderConfirmation = (
  template: StoredTemplate,
  c: Confirmation,
  publicUrl: string,
): QueuedMail => ({
  to: c.registrant.email,
  ...renderTemplate(template, {
    FirstName: c.registrant.firstName,
    AttendeeName: `${c.attendee.firstName} ${c.attendee.lastName}`,
    ConventionName: c.convention.name,
    ConventionDates: `${wireDay(c.convention.startDate)} to ${wireDay(c.convention.endDate)}`,
    Sessions: sessionsText(c.sessions),
    Parking: c.attendee.parking
      ? `yes, for number plate ${c.attendee.licensePlate ?? ''}`.trim()
      : 'no',
    Amount: amountText(c),
    VenueAddress: CLUB_VENUE_ADDRESS,
    Link: siteLink(publicUrl, '/my-registrations'),
  }),
});
