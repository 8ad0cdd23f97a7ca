import { clubWallClock, type Attention } from 'shared-api/contract';
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conventions, mailOutbox } from '../../db/schema';
import { countAccountsAwaitingApproval } from '../accounts';
import { listPayments } from '../billing';
import { CONVENTION_NOT_FOUND, loadConvention, notFound } from '../conventions';
import { countUnread } from '../messaging';
import { getBoard } from '../planner';
import { countUninvoicedRegistrants } from '../registrations';
import { invoiceAttention } from './invoice-attention';

/** Mails the outbox tried and could not send yet: it keeps trying, the organisers should look. */
const countFailedMails = async (db: Db): Promise<number> => {
  const [row] = await db
    .select({ value: count() })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), isNotNull(mailOutbox.lastError)));
  return row?.value ?? 0;
};

const activeConventionId = async (db: Db): Promise<number | null> => {
  const [row] = await db
    .select({ id: conventions.id })
    .from(conventions)
    .where(eq(conventions.isActive, true));
  return row?.id ?? null;
};

const NOTHING_TO_PAY = { count: 0, amountCents: 0 };

/** What a convention asks of its organisers: invoices, places and tables. */
const conventionAttention = async (db: Db, conventionId: number, now: Date) => {
  const convention = await loadConvention(db, conventionId);
  if (!convention) throw notFound(CONVENTION_NOT_FOUND);
  const [invoicesNotSent, payments, board] = await Promise.all([
    countUninvoicedRegistrants(db, conventionId),
    listPayments(db, conventionId),
    getBoard(db, conventionId),
  ]);
  const planned = board.tables.length > 0;
  return {
    convention: { id: convention.id, name: convention.name },
    invoicesNotSent,
    // An invoice is overdue from the club's day after its due date.
    ...invoiceAttention(payments, clubWallClock(now).toISOString().slice(0, 10)),
    freePlaces:
      convention.capacity === null
        ? null
        : Math.max(convention.capacity - convention.registeredAttendees, 0),
    waitingList: convention.waitingAttendees,
    unseatedAttendees: planned ? new Set(board.unseated.map((seat) => seat.attendeeId)).size : 0,
    unmatchedWishes: board.unmatched.length,
    publishedTablesChanged: board.changedSincePublished,
  };
};

const NO_CONVENTION = {
  convention: null,
  invoicesNotSent: 0,
  unpaidInvoices: NOTHING_TO_PAY,
  overdueInvoices: NOTHING_TO_PAY,
  partlyPaidInvoices: NOTHING_TO_PAY,
  refundsDue: NOTHING_TO_PAY,
  freePlaces: null,
  waitingList: 0,
  unseatedAttendees: 0,
  unmatchedWishes: 0,
  publishedTablesChanged: false,
};

/**
 * GET /api/Admin/attention: everything waiting for an organiser, for the chosen convention or the
 * active one; the messages are the caller's own unread ones.
 */
export const loadAttention = async (
  db: Db,
  { conventionId, callerId, now }: { conventionId?: number; callerId: string; now: Date },
): Promise<Attention> => {
  const chosen = conventionId ?? (await activeConventionId(db));
  const [accountsAwaitingApproval, unreadMessages, failedMails, ofConvention] = await Promise.all([
    countAccountsAwaitingApproval(db),
    countUnread(db, callerId),
    countFailedMails(db),
    chosen === null ? NO_CONVENTION : conventionAttention(db, chosen, now),
  ]);
  return { accountsAwaitingApproval, unreadMessages, failedMails, ...ofConvention };
};
