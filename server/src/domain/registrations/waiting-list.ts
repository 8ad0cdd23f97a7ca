import {
  escapeHtml,
  REGISTRATION_PROMOTED_TITLE,
  REGISTRATION_SELF_SERVICE_MESSAGES,
} from 'shared-api/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conventions, registrations, users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { activeAdminIds } from '../inbox/admins';
import { createMessage } from '../inbox/create-message';
import { REGISTRATION_LINK_HTML } from '../inbox/send-admin-message';
import { enqueueMail, siteLink } from '../mail';
import { htmlToText } from '../mail/html-to-text';

export const CONVENTION_FULL = 'The convention is full: raise its capacity to promote someone.';

/** The database's refusal to place an attendee beyond the capacity (trigger registrations_place). */
export const isCapacityViolation = (error: unknown): boolean => {
  for (
    let current = error as { code?: unknown; cause?: unknown; message?: unknown } | undefined;
    current;
  ) {
    if (typeof current !== 'object') return false;
    if (current.code === '23514' && String(current.message).includes('full')) return true;
    current = current.cause as typeof current;
  }
  return false;
};

/**
 * Takes the convention's placement lock for the rest of the transaction, the same one the
 * registrations_place trigger takes: no registration is placed meanwhile.
 */
const lockConvention = async (tx: Db, conventionId: number) => {
  const [row] = await tx
    .select({ capacity: conventions.capacity, name: conventions.name })
    .from(conventions)
    .where(eq(conventions.id, conventionId))
    .for('no key update');
  return row ?? null;
};

export interface Promotion {
  registrationId: string;
  conventionName: string;
  userId: string;
  attendeeEmail: string;
  attendeeFirstName: string;
}

/** Places one waiting registration; the trigger refuses it when the convention is full. */
const place = async (tx: Db, registrationId: string, conventionName: string) => {
  const [row] = await tx
    .update(registrations)
    .set({ status: 'registered', updatedAt: sql`now()` })
    .where(and(eq(registrations.id, registrationId), eq(registrations.status, 'waiting')))
    .returning();
  if (!row) return null;
  return {
    registrationId: row.id,
    conventionName,
    userId: row.userId,
    attendeeEmail: row.attendeeEmail,
    attendeeFirstName: row.attendeeFirstName,
  } satisfies Promotion;
};

/**
 * Fills the convention's free places from the head of its waiting list, in arrival order, inside
 * the caller's transaction (after a cancellation or a larger capacity).
 */
export const promoteWaiting = async (tx: Db, conventionId: number): Promise<Promotion[]> => {
  const convention = await lockConvention(tx, conventionId);
  if (!convention || convention.capacity === null) {
    return promoteAll(tx, conventionId, convention?.name ?? '');
  }
  const [taken] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(registrations)
    .where(
      and(eq(registrations.conventionId, conventionId), eq(registrations.status, 'registered')),
    );
  const free = convention.capacity - (taken?.n ?? 0);
  if (free <= 0) return [];
  const next = await tx
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.conventionId, conventionId), eq(registrations.status, 'waiting')))
    .orderBy(asc(registrations.arrival))
    .limit(free);
  const promoted: Promotion[] = [];
  for (const { id } of next) {
    const done = await place(tx, id, convention.name);
    if (done) promoted.push(done);
  }
  return promoted;
};

/** Without a capacity (it was removed) nobody needs to wait any more. */
const promoteAll = async (tx: Db, conventionId: number, conventionName: string) => {
  const waiting = await tx
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.conventionId, conventionId), eq(registrations.status, 'waiting')))
    .orderBy(asc(registrations.arrival));
  const promoted: Promotion[] = [];
  for (const { id } of waiting) {
    const done = await place(tx, id, conventionName);
    if (done) promoted.push(done);
  }
  return promoted;
};

/**
 * POST /api/Registration/admin/{id}/promote: an organiser places one waiting registration out of
 * turn, when a place is free (the database refuses it otherwise).
 */
export const promoteByHand = async (db: Db, registrationId: string): Promise<Promotion> => {
  try {
    return await db.transaction(async (tx) => {
      const [found] = await tx
        .select({ conventionId: registrations.conventionId, status: registrations.status })
        .from(registrations)
        .where(eq(registrations.id, registrationId));
      if (!found) throw new ApiError(404, REGISTRATION_SELF_SERVICE_MESSAGES.notYours);
      if (found.status !== 'waiting') {
        throw new ApiError(409, REGISTRATION_SELF_SERVICE_MESSAGES.notWaiting);
      }
      const convention = await lockConvention(tx, found.conventionId);
      const promoted = await place(tx, registrationId, convention?.name ?? '');
      if (!promoted) throw new ApiError(409, REGISTRATION_SELF_SERVICE_MESSAGES.notWaiting);
      return promoted;
    });
  } catch (error) {
    if (isCapacityViolation(error)) throw new ApiError(409, CONVENTION_FULL);
    throw error;
  }
};

/**
 * The promoted attendee hears of it in their inbox (and the registrant, when someone else made
 * it) and by mail, whatever their message-mail setting: a place is not news to miss.
 */
export const notifyPromotion = async (
  db: Db,
  promotion: Promotion,
  publicUrl: string,
): Promise<void> => {
  const title = REGISTRATION_PROMOTED_TITLE(promotion.conventionName);
  const body = [
    `<p>Hello ${escapeHtml(promotion.attendeeFirstName)},</p>`,
    `<p>A place became free at ${escapeHtml(promotion.conventionName)}: you are no longer on the waiting list, you are registered.</p>`,
    REGISTRATION_LINK_HTML,
  ].join('');
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${promotion.attendeeEmail.toLowerCase()}`);
  const recipientIds = [...new Set([promotion.userId, ...(account ? [account.id] : [])])];
  const [organiser] = await activeAdminIds(db);
  if (organiser) {
    await createMessage(db, {
      fromUserId: organiser,
      title,
      body,
      recipientIds,
      registrationId: promotion.registrationId,
    });
  }
  const link = siteLink(publicUrl, '/my-registrations');
  const html = body.replace('href="/my-registrations"', `href="${escapeHtml(link)}"`);
  await enqueueMail(db, {
    to: promotion.attendeeEmail,
    subject: title,
    html,
    text: htmlToText(html),
  });
};

/** GET /api/Registration/admin/waiting-list: the convention's waiting list, first first. */
export const waitingListOrder = (conventionId: number) =>
  and(eq(registrations.conventionId, conventionId), eq(registrations.status, 'waiting'));
