import {
  formatClubDayRange,
  type Language,
  type MyTable,
  type RegistrationSession,
  type Venue,
} from 'shared-api/contract';
import type { PaymentLeft } from '../../billing';
import { arrivalText, siteLink, venueText, type QueuedMail } from '../../../shared/mail';
import {
  composedMail,
  escapeValues,
  linkHtml,
  translator,
  type Translate,
} from '../../../shared/i18n';
import { sessionsText } from '../confirmation-mail';

const PAYMENT_QR = /\{\{\s*PaymentQr\s*\}\}/g;

export interface Reminder {
  to: string;
  firstName: string;
  /** The attendee's account's, else their registrant's. */
  language: Language;
  convention: { name: string; startDate: Date; endDate: Date; venue: Venue | null };
  sessions: readonly RegistrationSession[];
  tables: readonly MyTable[];
  /** Null when someone else registered (and pays for) the attendee. */
  payment: PaymentLeft | null;
}

const tableText = (table: MyTable, t: Translate): string =>
  t('reminder.table', {
    sessions: table.sessionNames.join(', '),
    number: table.tableNumber,
    game: table.gameTitle,
  }) +
  (table.tableMates.length > 0
    ? t('reminder.table.with', { names: table.tableMates.join(', ') })
    : '');

/**
 * One attendee's reminder, in their language: where, when, at which tables, and what is left to
 * pay. Its subject is the same in every reminder, so that members and their mail filters know it.
 */
export const renderReminder = (reminder: Reminder, publicUrl: string): QueuedMail => {
  const { convention, payment, language } = reminder;
  const t = translator(language);
  const mail = composedMail(reminder.to, t('reminder.subject', { convention: convention.name }), [
    t('mail.hello', escapeValues({ name: reminder.firstName })),
    t(
      'reminder.coming',
      escapeValues({
        convention: convention.name,
        dates: formatClubDayRange(convention.startDate, convention.endDate, language),
      }),
    ),
    t('reminder.venue', escapeValues({ venue: venueText(convention.venue, language) })),
    t('reminder.arrival', escapeValues({ notes: arrivalText(convention.venue, language) })),
    t(
      'reminder.sessions',
      escapeValues({
        sessions:
          reminder.sessions.length > 0
            ? sessionsText(reminder.sessions, language)
            : t('reminder.sessions.none'),
      }),
    ),
    t(
      'reminder.tables',
      escapeValues({
        tables:
          reminder.tables.length > 0
            ? reminder.tables.map((table) => tableText(table, t)).join('; ')
            : t('reminder.tables.none'),
      }),
    ),
    t(
      'reminder.payment',
      escapeValues({ payment: payment?.text ?? t('reminder.payment.registrantPays') }),
    ),
    '{{PaymentQr}}',
    t('reminder.registrations', { link: linkHtml(siteLink(publicUrl, '/my-registrations')) }),
    t('reminder.optOut'),
  ]);
  return {
    ...mail,
    html: mail.html.replace(PAYMENT_QR, payment?.qrHtml ?? ''),
    text: mail.text.replace(PAYMENT_QR, payment?.qrText ?? ''),
  };
};
