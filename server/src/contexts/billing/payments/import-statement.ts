// Bank statement import: every credit in euro is stored once, keyed by what identifies it in its
// format (StatementEntry.lineKey), then recorded against the invoice whose structured
// communication it carries, or left for an admin with a suggestion by amount and name. Set-based
// throughout: one insert of all lines, one read of the invoices, one update of the states, the
// payments in bulk; never a query per line.
import {
  INVOICE_NOT_FOUND,
  ledgerOf,
  STATEMENT_ENTRY_ALREADY_RECORDED,
  STATEMENT_ENTRY_NOT_FOUND,
  totalPagesFor,
  type ImportResult,
  type PagedResult,
  type PageQuery,
  type StatementEntryRow,
  type StatementEntryState,
} from 'shared-api/contract';
import { count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rawRows } from '../../../db/raw-rows';
import { invoices, statementEntries, users } from '../../../db/schema';
import { DomainError } from '../../../shared/domain-error';
import { ledgerEntries } from '../invoices/invoice-ledger';
import { recordPaymentsIn, type PaymentChange, type PaymentToRecord } from './record-payment';
import { parseStatement, StatementFormatError, type StatementEntry } from './statements';
import { formatStructuredReference } from '../../../shared/payment-codes/structured-reference';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOTE_LENGTH = 500;

/** The largest amount a statement line can hold (a 32-bit integer of cents). */
const MAX_LINE_CENTS = 2 ** 31 - 1;

/**
 * The text of a line an admin reads: the structured communication (or the mistyped one, said so,
 * to match by hand), another creditor reference, the free text, the bank's additional information.
 */
const communicationOf = (entry: StatementEntry): string =>
  [
    entry.structuredReference ? formatStructuredReference(entry.structuredReference) : null,
    entry.mistypedReference
      ? `${formatStructuredReference(entry.mistypedReference)} (mistyped: wrong check digits)`
      : null,
    entry.creditorReference,
    entry.remittance,
    entry.additionalInformation,
  ]
    .filter((part): part is string => Boolean(part))
    .join(' ');

const noteOf = (entry: { bankReference: string; counterpartyName: string }): string =>
  `Bank statement ${entry.bankReference}${entry.counterpartyName ? `, from ${entry.counterpartyName}` : ''}`.slice(
    0,
    NOTE_LENGTH,
  );

/** Lower case, accents and punctuation gone: names as typed in a banking app. */
const wordsOf = (text: string): string[] =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 2);

interface OpenInvoice {
  id: string;
  structuredReference: string | null;
  amountCents: number;
  /** Still to pay; can go to 0 or below as this import records payments. */
  outstandingCents: number;
  lastNameWords: string[];
  firstNameWords: string[];
}

/** Every numbered invoice with what is left to pay on its ledger. */
const numberedInvoices = async (tx: Db): Promise<OpenInvoice[]> => {
  const rows = await tx
    .select({
      id: invoices.id,
      structuredReference: invoices.structuredReference,
      amountCents: invoices.amountCents,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.recipientUserId))
    .where(isNotNull(invoices.number));
  const entries = await ledgerEntries(
    tx,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    structuredReference: row.structuredReference,
    amountCents: row.amountCents,
    outstandingCents: ledgerOf(row.amountCents, entries.get(row.id)!).leftCents,
    lastNameWords: wordsOf(row.lastName),
    firstNameWords: wordsOf(row.firstName),
  }));
};

/**
 * The invoice a line without a known structured communication most likely pays: scored by its
 * amount (equal to what is still to pay) and the recipient's last and first name (every word of
 * them found in the payer's name or the free text). Amount or last name must agree, and the best
 * score must belong to one invoice only: a guess between two is no suggestion.
 */
export const suggestInvoice = (
  open: readonly OpenInvoice[],
  entry: { amountCents: number; counterpartyName: string; communication: string },
): string | null => {
  const words = new Set(wordsOf(`${entry.counterpartyName} ${entry.communication}`));
  const has = (names: string[]) => names.length > 0 && names.every((word) => words.has(word));
  let best = 0;
  let chosen: string | null = null;
  let tied = false;
  for (const invoice of open) {
    if (invoice.outstandingCents <= 0) continue;
    const amount = invoice.outstandingCents === entry.amountCents;
    const lastName = has(invoice.lastNameWords);
    if (!amount && !lastName) continue;
    const score = (amount ? 2 : 0) + (lastName ? 2 : 0) + (has(invoice.firstNameWords) ? 1 : 0);
    if (score > best) {
      best = score;
      chosen = invoice.id;
      tied = false;
    } else if (score === best) {
      tied = true;
    }
  }
  return tied ? null : chosen;
};

export interface ImportOutcome {
  result: ImportResult;
  /** The payments recorded, for the audit log. */
  changes: PaymentChange[];
}

interface NewLine {
  id: string;
  line_key: string;
}

/**
 * POST /api/Payments/import. A file that is not a statement is a 400 with the reader's message,
 * before anything is written. The whole import is one transaction; a line already stored (by an
 * earlier import, or by one running at this moment) is skipped by its unique key, and so is a line
 * whose bank reference a line imported before these keys has.
 */
export const importStatement = async (
  db: Db,
  fileName: string,
  contentBase64: string,
  importedByUserId: string,
): Promise<ImportOutcome> => {
  let parsed;
  try {
    parsed = parseStatement(fileName, Buffer.from(contentBase64, 'base64'));
  } catch (error) {
    if (error instanceof StatementFormatError) throw new DomainError('invalid', error.message);
    throw error;
  }
  const credits = new Map<string, StatementEntry>();
  for (const entry of parsed.entries) {
    if (entry.direction !== 'credit' || entry.currency !== 'EUR') continue;
    if (entry.amountCents > MAX_LINE_CENTS) {
      throw new DomainError(
        'invalid',
        `The credit ${entry.bankReference} of ${(entry.amountCents / 100).toFixed(2)} EUR is above the largest amount a statement line can hold (${(MAX_LINE_CENTS / 100).toFixed(2)} EUR): nothing was imported.`,
      );
    }
    credits.set(entry.lineKey, entry);
  }
  const skipped = parsed.entries.length - credits.size;
  const lines = [...credits.values()].map((entry) => ({
    line_key: entry.lineKey,
    bank_reference: entry.bankReference,
    booked_on: entry.bookingDate,
    amount_cents: entry.amountCents,
    counterparty_name: entry.counterpartyName ?? '',
    counterparty_iban: entry.counterpartyIban ?? '',
    communication: communicationOf(entry),
  }));

  return db.transaction(async (tx) => {
    const inserted =
      lines.length === 0
        ? []
        : await rawRows<NewLine>(
            tx,
            sql`insert into ${statementEntries}
                  (line_key, bank_reference, format, booked_on, amount_cents, counterparty_name,
                   counterparty_iban, communication, state, imported_by_user_id)
                select l.line_key, l.bank_reference, ${parsed.format}, l.booked_on, l.amount_cents,
                       l.counterparty_name, l.counterparty_iban, l.communication, 'unmatched',
                       ${importedByUserId}::uuid
                  from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as l(
                    line_key text, bank_reference text, booked_on date, amount_cents integer,
                    counterparty_name text, counterparty_iban text, communication text)
                 where not exists (
                   select 1 from ${statementEntries} as legacy
                    where legacy.line_key = 'legacy/' || l.bank_reference)
                on conflict (line_key) do nothing
                returning id, line_key`,
          );

    const open = inserted.length === 0 ? [] : await numberedInvoices(tx);
    const byReference = new Map(
      open
        .filter((invoice) => invoice.structuredReference !== null)
        .map((invoice) => [invoice.structuredReference!, invoice]),
    );
    const toRecord: PaymentToRecord[] = [];
    const states: { id: string; state: StatementEntryState; invoice: string | null }[] = [];
    const notYet: { id: string; entry: StatementEntry }[] = [];
    for (const line of inserted) {
      const entry = credits.get(line.line_key)!;
      const invoice = entry.structuredReference ? byReference.get(entry.structuredReference) : null;
      if (!invoice) {
        notYet.push({ id: line.id, entry });
        continue;
      }
      invoice.outstandingCents -= entry.amountCents;
      states.push({ id: line.id, state: 'matched', invoice: null });
      toRecord.push({
        invoiceId: invoice.id,
        statementEntryId: line.id,
        input: {
          amountCents: entry.amountCents,
          method: 'bank_transfer',
          date: entry.bookingDate,
          note: noteOf({
            bankReference: entry.bankReference,
            counterpartyName: entry.counterpartyName ?? '',
          }),
        },
      });
    }
    // Suggestions know what the matched lines just paid.
    let suggested = 0;
    for (const { id, entry } of notYet) {
      const invoice = suggestInvoice(open, {
        amountCents: entry.amountCents,
        counterpartyName: entry.counterpartyName ?? '',
        communication: communicationOf(entry),
      });
      if (invoice) {
        suggested += 1;
        states.push({ id, state: 'suggested', invoice });
      }
    }
    if (states.length > 0) {
      await tx.execute(
        sql`update ${statementEntries} as e
               set state = s.state, suggested_invoice_id = s.invoice
              from jsonb_to_recordset(${JSON.stringify(states)}::jsonb) as s(id uuid, state text, invoice uuid)
             where e.id = s.id`,
      );
    }
    const changes = await recordPaymentsIn(tx, toRecord, importedByUserId);
    return {
      result: {
        format: parsed.format,
        entries: parsed.entries.length,
        matched: toRecord.length,
        suggested,
        unmatched: notYet.length - suggested,
        alreadyImported: credits.size - inserted.length,
        skipped,
      },
      changes,
    };
  });
};

/** POST /api/Payments/import/{entryId}/assign: an admin says which invoice a line pays. */
export const assignStatementEntry = async (
  db: Db,
  entryId: string,
  invoiceId: string,
  assignedByUserId: string,
): Promise<PaymentChange> =>
  db.transaction(async (tx) => {
    if (!UUID.test(entryId)) throw new DomainError('not-found', STATEMENT_ENTRY_NOT_FOUND);
    // Locked: of two admins assigning the same line at once, the second finds it recorded.
    const [entry] = await tx
      .select()
      .from(statementEntries)
      .where(eq(statementEntries.id, entryId))
      .for('update');
    if (!entry) throw new DomainError('not-found', STATEMENT_ENTRY_NOT_FOUND);
    if (entry.state === 'matched' || entry.state === 'assigned') {
      throw new DomainError('conflict', STATEMENT_ENTRY_ALREADY_RECORDED);
    }
    const [change] = await recordPaymentsIn(
      tx,
      [
        {
          invoiceId,
          statementEntryId: entry.id,
          input: {
            amountCents: entry.amountCents,
            method: 'bank_transfer',
            date: entry.bookedOn,
            note: noteOf(entry),
          },
        },
      ],
      assignedByUserId,
    );
    if (!change) throw new DomainError('not-found', INVOICE_NOT_FOUND);
    await tx
      .update(statementEntries)
      .set({ state: 'assigned', suggestedInvoiceId: invoiceId })
      .where(eq(statementEntries.id, entry.id));
    return change;
  });

const TO_ASSIGN = inArray(statementEntries.state, ['suggested', 'unmatched']);

/**
 * GET /api/Payments/import/unmatched: one page of the imported credits no invoice has yet, oldest
 * first (a year of statements can leave thousands).
 */
export const listUnmatchedEntries = async (
  db: Db,
  { pageNumber, pageSize }: PageQuery,
): Promise<PagedResult<StatementEntryRow>> => {
  const [total] = await db.select({ value: count() }).from(statementEntries).where(TO_ASSIGN);
  const totalCount = total?.value ?? 0;
  const rows = await db
    .select({
      entryId: statementEntries.id,
      bankReference: statementEntries.bankReference,
      format: statementEntries.format,
      bookedOn: statementEntries.bookedOn,
      amountCents: statementEntries.amountCents,
      counterpartyName: statementEntries.counterpartyName,
      counterpartyIban: statementEntries.counterpartyIban,
      communication: statementEntries.communication,
      state: statementEntries.state,
      invoiceId: invoices.id,
      invoiceNumber: invoices.number,
      invoiceAmountCents: invoices.amountCents,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(statementEntries)
    .leftJoin(invoices, eq(invoices.id, statementEntries.suggestedInvoiceId))
    .leftJoin(users, eq(users.id, invoices.recipientUserId))
    .where(TO_ASSIGN)
    .orderBy(statementEntries.bookedOn, statementEntries.bankReference, statementEntries.id)
    .limit(pageSize)
    .offset((pageNumber - 1) * pageSize);
  const items = rows.map((row) => ({
    entryId: row.entryId,
    bankReference: row.bankReference,
    format: row.format as 'camt.053' | 'coda',
    bookedOn: row.bookedOn,
    amountCents: row.amountCents,
    counterpartyName: row.counterpartyName,
    counterpartyIban: row.counterpartyIban,
    communication: row.communication,
    state: row.state as StatementEntryState,
    suggestion:
      row.state === 'suggested' && row.invoiceId
        ? {
            invoiceId: row.invoiceId,
            invoiceNumber: row.invoiceNumber,
            recipientName: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim(),
            amountCents: row.invoiceAmountCents ?? 0,
          }
        : null,
  }));
  return {
    items,
    totalCount,
    totalPages: totalPagesFor(totalCount, pageSize),
    pageSize,
    pageNumber,
  };
};
