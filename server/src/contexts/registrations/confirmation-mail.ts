import {
  formatClubDay,
  formatClubTimeOfDay,
  formatClubWeekday,
  formatEuro,
  type InvoicedAttendee,
  type Language,
  type RegistrationSession,
} from 'shared-api/contract';
import { invoiceLines } from '../billing';
import {
  builtInTemplate,
  clubZoneLabel,
  MAIL_TEMPLATES,
  renderTemplate,
  siteLink,
  templateIn,
  venueText,
  type MailText,
  type QueuedMail,
  type TemplateVersions,
} from '../../shared/mail';
import { translator } from '../../shared/i18n';
import type { ConventionForMail } from './active-convention';

export interface Confirmation {
  registrant: { email: string; firstName: string; language: Language };
  /** With the meals and accompanying persons the price counts. */
  attendee: InvoicedAttendee;
  convention: ConventionForMail & { name: string };
  /** In display order. */
  sessions: readonly RegistrationSession[];
}

/** The stored template with its versions in other languages. */
export type StoredTemplate = TemplateVersions;

/**
 * The template as read with the registration's other checks, in the registrant's language. It is
 * seeded at start-up with the other system templates (never deleted or renamed), so it is missing
 * only from a database whose server has not started since: the built-in text.
 */
export const confirmationTemplate = (
  stored: StoredTemplate | null,
  language: Language = 'en',
): MailText =>
  templateIn(stored ?? builtInTemplate(MAIL_TEMPLATES.registrationConfirmation), language);

/** FRIDAY -> Friday; in Dutch and French the session's weekday in that language. */
const dayName = (session: RegistrationSession, language: Language): string =>
  language === 'en'
    ? session.dayOfWeekName.charAt(0) + session.dayOfWeekName.slice(1).toLowerCase()
    : formatClubWeekday(session.startDateTime, language);

export const sessionsText = (
  sessions: readonly RegistrationSession[],
  language: Language = 'en',
): string =>
  `${sessions
    .map(
      (s) =>
        `${s.name} (${dayName(s, language)} ${formatClubDay(s.startDateTime, language)} ${formatClubTimeOfDay(s.startDateTime, language)})`,
    )
    .join(', ')} (${clubZoneLabel(language)})`;

/** This registration's fee (parking's, the meals', the accompanying persons'), as the invoice will count it. */
const amountText = ({ convention, attendee, registrant }: Confirmation): string =>
  convention.fees
    ? formatEuro(
        invoiceLines(convention.season, convention.fees, [attendee], convention).total,
        registrant.language,
      )
    : translator(registrant.language)('confirmation.amount.onInvoice');

/**
 * The confirmation to the member who registered (also when they registered someone else), in
 * their language.
 */
export const renderConfirmation = (
  template: MailText,
  c: Confirmation,
  publicUrl: string,
): QueuedMail => {
  const { language } = c.registrant;
  const t = translator(language);
  return {
    to: c.registrant.email,
    ...renderTemplate(template, {
      FirstName: c.registrant.firstName,
      AttendeeName: `${c.attendee.firstName} ${c.attendee.lastName}`,
      ConventionName: c.convention.name,
      ConventionDates: t('confirmation.dates', {
        start: formatClubDay(c.convention.startDate, language),
        end: formatClubDay(c.convention.endDate, language),
      }),
      Sessions: sessionsText(c.sessions, language),
      Parking: c.attendee.parking
        ? t('confirmation.parking.yes', { plate: c.attendee.licensePlate ?? '' }).trim()
        : t('confirmation.parking.no'),
      Amount: amountText(c),
      VenueAddress: venueText(c.convention.venue, language),
      Link: siteLink(publicUrl, '/my-registrations'),
    }),
  };
};
