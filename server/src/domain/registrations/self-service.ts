import {
  clubWallClock,
  INVOICE_ALREADY_SENT,
  isRefundableCancellation,
  NOTHING_TO_INVOICE,
  REGISTRATION_SELF_SERVICE_MESSAGES as MESSAGES,
  type AdminRegistration,
  type CancelRegistrationResponse,
  type RegistrationRequest,
} from 'shared-api/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { conventions, invoices, registrations } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { activeAdminIds } from '../inbox/admins';
import { findIssuedInvoice } from '../invoices/issued-invoice';
import { sendInvoice } from '../invoices/send-invoice';
import type { AuthUser } from '../users/auth-user';
import { loadRegistration } from './load-registrations';
import { badRequest, REGISTRATION_MESSAGES } from './registration-errors';
import { sameEmail } from './registration-rows';
import { writeRegistrationChanges } from './update-registration';
import { notifyPromotion, promoteWaiting } from './waiting-list';

export const REGISTRATION_CANCELLED = 'The registration has been cancelled.';

const findWithConvention = async (db: Db, id: string) => {
  const [found] = await db
    .select({
      registration: registrations,
      startDate: conventions.startDate,
      registrationOpen: conventions.registrationOpen,
      isActive: conventions.isActive,
    })
    .from(registrations)
    .innerJoin(conventions, eq(conventions.id, registrations.conventionId))
    .where(eq(registrations.id, id));
  return found ?? null;
};

const hasStarted = (startDate: Date, now: Date) =>
  clubWallClock(now).getTime() >= startDate.getTime();

/**
 * After a registration changed, the invoice already sent for it (its registrant's, for the active
 * convention) is issued again with the new amount, under the same number and reference; left
 * alone when the amount and lines are the same. With nobody left to invoice it drops to zero, so
 * what was paid shows as to be refunded. A failure here (e.g. the organisers' template lost a
 * placeholder) must not undo the member's change: it is logged for the organisers to send by hand.
 */
export const reissueInvoiceAfterChange = async (
  db: Db,
  userId: string,
  conventionId: number,
  publicUrl: string,
  log?: FastifyBaseLogger,
): Promise<void> => {
  const issued = await findIssuedInvoice(db, userId, conventionId);
  if (!issued?.number) return;
  const [active] = await db
    .select({ id: conventions.id })
    .from(conventions)
    .where(and(eq(conventions.id, conventionId), eq(conventions.isActive, true)));
  if (!active) return;
  const [organiser] = await activeAdminIds(db);
  try {
    await sendInvoice(db, organiser ?? userId, { recipientId: userId }, publicUrl);
  } catch (error) {
    if (error instanceof ApiError && error.message === INVOICE_ALREADY_SENT) return;
    if (error instanceof ApiError && error.message === NOTHING_TO_INVOICE) {
      await db
        .update(invoices)
        .set({ amountCents: 0, lines: [], reissuedAt: new Date() })
        .where(eq(invoices.id, issued.id));
      return;
    }
    log?.warn({ err: error, userId, conventionId }, 'The invoice could not be issued again.');
  }
};

/**
 * PUT /api/Registration/{id}: the member who made a registration (for themselves or for someone
 * else) changes it while registration is open and the convention has not started, with the
 * form's rules. Anyone else gets 404: the registration's existence is not confirmed.
 */
export const editOwnRegistration = async (
  db: Db,
  caller: AuthUser,
  id: string,
  input: RegistrationRequest,
  publicUrl: string,
  log?: FastifyBaseLogger,
  now = new Date(),
): Promise<AdminRegistration> => {
  if (input.id !== id) throw badRequest(MESSAGES.idMismatch);
  const found = await findWithConvention(db, id);
  if (!found || found.registration.registeredByUserId !== caller.id) {
    throw new ApiError(404, MESSAGES.notYours);
  }
  const { registration } = found;
  if (registration.status === 'cancelled') throw new ApiError(409, MESSAGES.cancelled);
  if (registration.conventionId !== input.conventionId) {
    throw badRequest(REGISTRATION_MESSAGES.conventionChanged);
  }
  if (hasStarted(found.startDate, now)) throw badRequest(MESSAGES.started);
  if (!found.registrationOpen || !found.isActive) throw badRequest(MESSAGES.closed);
  if (!sameEmail(input.attendeeEmail, caller.email) && !caller.canRegisterMultiplePlayers) {
    throw new ApiError(403, REGISTRATION_MESSAGES.notAllowedForOthers);
  }
  await writeRegistrationChanges(db, registration.conventionId, input, caller.email);
  await reissueInvoiceAfterChange(
    db,
    registration.userId,
    registration.conventionId,
    publicUrl,
    log,
  );
  const updated = await loadRegistration(db, id);
  if (!updated) throw new ApiError(404, MESSAGES.notYours);
  return updated;
};

/**
 * POST /api/Registration/{id}/cancel (and DELETE /api/Registration/{id}, the same): the member who
 * made it, the member it was made for, or an organiser cancels a registration. It stays on record
 * with its date; a refund is due when it was cancelled at least one month before the start. A
 * freed place goes to the first on the waiting list, in the same transaction.
 */
export const cancelRegistration = async (
  db: Db,
  caller: AuthUser,
  id: string,
  publicUrl: string,
  log?: FastifyBaseLogger,
  now = new Date(),
): Promise<CancelRegistrationResponse> => {
  const isAdmin = caller.roles.includes('ADMIN');
  const outcome = await db.transaction(async (tx) => {
    const found = await findWithConvention(tx, id);
    const registration = found?.registration;
    const concerned =
      registration !== undefined &&
      (registration.registeredByUserId === caller.id ||
        sameEmail(registration.attendeeEmail, caller.email));
    if (!found || !registration || (!concerned && !isAdmin)) {
      throw new ApiError(404, MESSAGES.notYours);
    }
    if (registration.status === 'cancelled') throw new ApiError(409, MESSAGES.alreadyCancelled);
    if (!isAdmin && hasStarted(found.startDate, now)) throw badRequest(MESSAGES.started);
    // A registration still waiting was never owed anything.
    const isRefundable =
      registration.status === 'waiting' ||
      isRefundableCancellation(clubWallClock(now), found.startDate);
    const [cancelled] = await tx
      .update(registrations)
      .set({
        status: 'cancelled',
        cancelledAt: now,
        refundOnCancel: isRefundable,
        updatedAt: sql`now()`,
      })
      .where(and(eq(registrations.id, id), ne(registrations.status, 'cancelled')))
      .returning({ id: registrations.id });
    if (!cancelled) throw new ApiError(409, MESSAGES.alreadyCancelled);
    const promoted =
      registration.status === 'registered'
        ? await promoteWaiting(tx, registration.conventionId)
        : [];
    for (const promotion of promoted) await notifyPromotion(tx, promotion, publicUrl);
    return { registration, isRefundable, promoted };
  });
  const { registration, isRefundable, promoted } = outcome;
  if (isRefundable) {
    await reissueInvoiceAfterChange(
      db,
      registration.userId,
      registration.conventionId,
      publicUrl,
      log,
    );
  }
  for (const promotion of promoted) {
    await reissueInvoiceAfterChange(
      db,
      promotion.userId,
      registration.conventionId,
      publicUrl,
      log,
    );
  }
  return {
    message: REGISTRATION_CANCELLED,
    isRefundable,
    promotedRegistrationId: promoted[0]?.registrationId ?? null,
  };
};
