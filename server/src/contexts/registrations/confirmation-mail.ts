import { formatEuro, type InvoicedAttendee, type RegistrationSession } from 'shared-api/contract';
import { invoiceLines } from '../billing';
import {
  CLUB_ZONE_LABEL,
  DEFAULT_TEMPLATES,
  MAIL_TEMPLATES,
  renderTemplate,
  siteLink,
  venueText,
  wireDay,
  wireDayTime,
  type QueuedMail,
} from '../../shared/mail';
import type { ConventionForMail } from './active-convention';

export interface Confirmation {
  registrant: { email: string; firstName: string };
  /** With the meals and accompanying persons the price counts. */
  attendee: InvoicedAttendee;
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

export const sessionsText = (sessions: readonly RegistrationSession[]): string =>
  `${sessions
    .map((s) => `${s.name} (${dayName(s.dayOfWeekName)} ${wireDayTime(s.startDateTime)})`)
    .join(', ')} (${CLUB_ZONE_LABEL})`;

/** This registration's fee (parking's, the meals', the accompanying persons'), as the invoice will count it. */
const amountText = ({ convention, attendee }: Confirmation): string =>
  convention.fees
    ? formatEuro(invoiceLines(convention.season, convention.fees, [attendee], convention).total)
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
    VenueAddress: venueText(c.convention.venue),
    Link: siteLink(publicUrl, '/my-registrations'),
  }),
});
