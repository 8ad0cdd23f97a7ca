import type { ConventionExtras, Season, Venue } from 'shared-api/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedFor } from '../../db/prepared';
import { conventions, emailTemplates, invoices } from '../../db/schema';
import type { Fees } from '../billing';
import { MAIL_TEMPLATES } from '../../shared/mail';
import type { StoredTemplate } from './confirmation-mail';
import { choiceColumns, type Choices, type FoundChoices } from './convention-choices';

export interface ActiveConvention {
  id: number;
  name: string;
  registrationOpen: boolean;
}

const columns = {
  id: conventions.id,
  name: conventions.name,
  registrationOpen: conventions.registrationOpen,
};

/** Read from the database, never from the public page's cache: registration rules need the truth. */
export const findActiveConvention = async (db: Db): Promise<ActiveConvention | null> => {
  const [row] = await db.select(columns).from(conventions).where(eq(conventions.isActive, true));
  return row ?? null;
};

// Every registration makes this query first (see findActiveConventionFor).
const activeConventionFor = preparedFor((db) => {
  const invoiced = db
    .select({ one: sql`1` })
    .from(invoices)
    .where(
      and(
        eq(invoices.recipientUserId, sql.placeholder('userId')),
        eq(invoices.conventionId, conventions.id),
      ),
    );
  const template = db
    .select({
      subject: emailTemplates.subject,
      body: emailTemplates.body,
      translations: emailTemplates.translations,
    })
    .from(emailTemplates)
    .where(eq(emailTemplates.name, MAIL_TEMPLATES.registrationConfirmation));
  return db
    .select({
      ...columns,
      startDate: conventions.startDate,
      endDate: conventions.endDate,
      season: conventions.season,
      venue: conventions.venue,
      isInvoiceSent: sql<boolean>`exists (${invoiced})`,
      template: sql<StoredTemplate | null>`(select json_build_object('subject', t.subject, 'body', t.body, 'translations', t.translations) from (${template}) t)`,
      fees: sql<Fees | null>`(select json_build_object(
        'springConventionFee', m.spring_convention_fee,
        'winterConventionFee', m.winter_convention_fee,
        'springParkingFee', m.spring_parking_fee,
        'winterParkingFee', m.winter_parking_fee) from invoice_meta m limit 1)`,
      ...choiceColumns(true),
    })
    .from(conventions)
    .where(eq(conventions.isActive, true))
    .prepare('active_convention_for');
});

/** What the confirmation mail tells of the convention besides its name. */
export interface ConventionForMail extends ConventionExtras {
  startDate: Date;
  endDate: Date;
  season: Season;
  /** The fee settings; null until an admin has saved them. */
  fees: Fees | null;
  /** Null until the organisers set it: the mail then names the town. */
  venue: Venue | null;
}

/**
 * The same, whether the member was already invoiced for it (a registration's isInvoiceSent), the
 * confirmation mail's template, dates and fees, and the chosen sessions and games as it has them
 * (members may only choose games still offered), in one round trip: in a registration surge every
 * query waits for a free connection, and each costs the server a system call.
 */
export const findActiveConventionFor = async (
  db: Db,
  userId: string,
  choices: Choices,
): Promise<
  | (ActiveConvention &
      ConventionForMail &
      FoundChoices & { isInvoiceSent: boolean; template: StoredTemplate | null })
  | null
> => {
  const [row] = await activeConventionFor(db).execute({ userId, ...choices });
  return row ?? null;
};
