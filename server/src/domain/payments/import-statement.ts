// Bank statement import: every credit in euro is stored once, keyed by the bank's own reference,
// then recorded against the invoice whose structured communication it carries, or left for an
// admin with a suggestion by amount and name. Set-based throughout: one insert of all lines, one
// read of the invoices, one update of the states, the payments in bulk; never a query per line.
import {
  INVOICE_NOT_FOUND,
  STATEMENT_ENTRY_ALREADY_RECORDED,
  STATEMENT_ENTRY_NOT_FOUND,
  type ImportResult,
  type StatementEntryState,
} from 'shared-api/contract';
import { eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { invoices, payments, statementEntries, users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { recordPaymentsIn, type PaymentChange, type PaymentToRecord } from './record-payment';
import { parseStatement, StatementFormatError, type StatementEntry } from './statements';
import { formatStructuredReference } from './statements/structured-reference';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOTE_LENGTH = 500;

/** The text of a line an admin reads: the structured communication, then the free text. */
const communicationOf = (entry: StatementEntry): string =>
  [
    entry.structuredReference ? formatStructuredReference(entry.structuredReference) : null,
    entry.remittance,
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

/** Every numbered invoice with what it received so far: one query. */
const numberedInvoices = async (tx: Db): Promise<OpenInvoice[]> => {
  const rows = await tx
    .select({
      id: invoices.id,
      structuredReference: invoices.structuredReference,
      amountCents: invoices.amountCents,
      firstName: users.firstName,
      lastName: users.lastName,
      paidCents: sql<number>`coalesce((select sum(${payments.amountCents}) from ${payments} where ${payments.invoiceId} = ${invoices.id}), 0)::int`,
    })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.recipientUserId))
    .where(isNotNull(invoices.number));
  return rows.map((row) => ({
    id: row.id,
    structuredReference: row.structuredReference,
    amountCents: row.amountCents,
    outstandingCents: row.amountCents - Number(row.paidCents),
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
  bank_reference: string;
}

/**
 * POST /api/Payments/import. A file that is not a statement is a 400 with the reader's message,
 * before anything is written. The whole import is one transaction; a line already stored (by an
 * earlier import, or by one running at this moment) is skipped by the unique bank reference.
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
    if (error instanceof StatementFormatError) throw new ApiError(400, error.message);
    throw error;
  }
  const credits = new Map<string, StatementEntry>();
  let duplicates = 0;
  for (const entry of parsed.entries) {
    if (entry.direction !== 'credit' || entry.currency !== 'EUR') continue;
    if (credits.has(entry.bankReference)) duplicates += 1;
    else credits.set(entry.bankReference, entry);
  }
  const skipped = parsed.entries.length - credits.size - duplicates;
  const lines = [...credits.values()].map((entry) => ({
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
                  (bank_reference, format, booked_on, amount_cents, counterparty_name,
                   counterparty_iban, communication, state, imported_by_user_id)
                select l.bank_reference, ${parsed.format}, l.booked_on, l.amount_cents,
                       l.counterparty_name, l.counterparty_iban, l.communication, 'unmatched',
                       ${importedByUserId}::uuid
                  from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as l(
                    bank_reference text, booked_on date, amount_cents integer,
                    counterparty_name text, counterparty_iban text, communication text)
                on conflict (bank_reference) do nothing
                returning id, bank_reference`,
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
      const entry = credits.get(line.bank_reference)!;
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
        alreadyImported: credits.size - inserted.length + duplicates,
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
    if (!UUID.test(entryId)) throw new ApiError(404, STATEMENT_ENTRY_NOT_FOUND);
    // Locked: of two admins assigning the same line at once, the second finds it recorded.
    const [entry] = await tx
      .select()
      .from(statementEntries)
      .where(eq(statementEntries.id, entryId))
      .for('update');
    if (!entry) throw new ApiError(404, STATEMENT_ENTRY_NOT_FOUND);
    if (entry.state === 'matched' || entry.state === 'assigned') {
      throw new ApiError(409, STATEMENT_ENTRY_ALREADY_RECORDED);
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
    if (!change) throw new ApiError(404, INVOICE_NOT_FOUND);
    await tx
      .update(statementEntries)
      .set({ state: 'assigned', suggestedInvoiceId: invoiceId })
      .where(eq(statementEntries.id, entry.id));
    return change;
  });

/** GET /api/Payments/import/unmatched: the imported credits no invoice has yet, oldest first. */
export const listUnmatchedEntries = async (db: Db) => {
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
    .where(inArray(statementEntries.state, ['suggested', 'unmatched']))
    .orderBy(statementEntries.bookedOn, statementEntries.bankReference);
  return rows.map((row) => ({
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
};
