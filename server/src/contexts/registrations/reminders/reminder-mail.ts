import {
  formatClubDayRange,
  type MyTable,
  type RegistrationSession,
  type Venue,
} from 'shared-api/contract';
import type { PaymentLeft } from '../../billing';
import {
  arrivalText,
  renderTemplate,
  siteLink,
  venueText,
  type QueuedMail,
} from '../../../shared/mail';
import { sessionsText } from '../confirmation-mail';

/** The subject every reminder has, so that members and their mail filters know it. */
export const REMINDER_SUBJECT = 'Reminder: {{ConventionName}}';

const PAYMENT_QR = /\{\{\s*PaymentQr\s*\}\}/g;

const REMINDER_TEMPLATE = {
  subject: REMINDER_SUBJECT,
  body: [
    '<p>Hello {{FirstName}},</p>',
    '<p>{{ConventionName}} is coming: {{ConventionDates}}. Here is what you need to know.</p>',
    '<p>Venue: {{Venue}}</p>',
    '<p>Arrival: {{ArrivalNotes}}</p>',
    '<p>Your sessions: {{Sessions}}</p>',
    '<p>Your tables: {{Tables}}</p>',
    '<p>Payment: {{Payment}}</p>',
    '<p>{{PaymentQr}}</p>',
    '<p>Your registrations: <a href="{{Link}}">{{Link}}</a></p>',
    '<p>You can turn these reminders off on your profile page. See you at the table!</p>',
  ].join(''),
};

export interface Reminder {
  to: string;
  firstName: string;
  convention: { name: string; startDate: Date; endDate: Date; venue: Venue | null };
  sessions: readonly RegistrationSession[];
  tables: readonly MyTable[];
  /** Null when someone else registered (and pays for) the attendee. */
  payment: PaymentLeft | null;
}

const tableText = (table: MyTable): string =>
  `${table.sessionNames.join(', ')}: table ${table.tableNumber}, ${table.gameTitle}${
    table.tableMates.length > 0 ? ` with ${table.tableMates.join(', ')}` : ''
  }`;

/** One attendee's reminder: where, when, at which tables, and what is left to pay. */
export const renderReminder = (reminder: Reminder, publicUrl: string): QueuedMail => {
  const { convention, payment } = reminder;
  const rendered = renderTemplate(REMINDER_TEMPLATE, {
    FirstName: reminder.firstName,
    ConventionName: convention.name,
    ConventionDates: formatClubDayRange(convention.startDate, convention.endDate),
    Venue: venueText(convention.venue),
    ArrivalNotes: arrivalText(convention.venue),
    Sessions: reminder.sessions.length > 0 ? sessionsText(reminder.sessions) : 'none',
    Tables:
      reminder.tables.length > 0
        ? reminder.tables.map(tableText).join('; ')
        : 'not published yet: you will get a message when they are.',
    Payment: payment?.text ?? 'the member who registered you receives the invoice.',
    Link: siteLink(publicUrl, '/my-registrations'),
  });
  return {
    to: reminder.to,
    subject: rendered.subject,
    html: rendered.html.replace(PAYMENT_QR, payment?.qrHtml ?? ''),
    text: rendered.text.replace(PAYMENT_QR, payment?.qrText ?? ''),
  };
};
