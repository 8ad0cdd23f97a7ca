/**
 * The registration lifecycle: every change of a registration's status goes through here, each in
 * one transaction with all its consequences (places and the waiting list, the invoice, the table
 * plan, what the people concerned are told, the audit row). A registration is placed on arrival
 * by the database (trigger registrations_place: 'registered', or 'waiting' once the capacity is
 * taken); from then on:
 * - cancelled by its member or by an organiser (cancelRegistration),
 * - cancelled because its attendee's account is erased (cancelForErasure),
 * - promoted from the waiting list: in turn when a place is freed (placeFromWaitingList), or out
 *   of turn by an organiser, beyond the capacity if need be (promoteRegistration).
 */
import {
  type CancelPreview,
  type CancelRegistrationResponse,
  clubWallClock,
  escapeHtml,
  formatCents,
  isRefundableCancellation,
  REGISTRATION_CANCELLED,
  REGISTRATION_SELF_SERVICE_MESSAGES as MESSAGES,
} from 'shared-api/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import { anyOf } from '../../../db/any-of';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import { conventions, registrations } from '../../../db/schema';
import { DomainError } from '../../../shared/domain-error';
import { writeAudit } from '../../../shared/audit/write-audit';
import { escapeValues, translator } from '../../../shared/i18n';
import { refundSentence, registrationLinkHtml } from './news-texts';
import { paymentNote } from './payment-note';
import type { AuthUser } from '../../../shared/auth-user';
import { badRequest } from '../registration-errors';
import { sameEmail } from '../registration-rows';
import { refundDueCents, reissueInvoiceAfterChange } from './invoice';
import { lockConvention, place, placeFirstInLine, placesTaken, type Promotion } from './places';
import { leaveTablePlan, type Leaver } from './table-plan';
import { mailOwnCancellation } from './own-cancellation-mail';
import { tellAttendee } from './tell';

export { reissueInvoiceAfterChange } from './invoice';
export { waitingListOrder } from './places';

export { REGISTRATION_CANCELLED };

/** Who makes a change, for the audit trail and the plan's history. */
export interface Actor {
  userId: string;
  ip?: string;
}

interface Effects {
  publicUrl: string;
  log?: FastifyBaseLogger;
}

export const hasStarted = (startDate: Date, now: Date) =>
  clubWallClock(now).getTime() >= startDate.getTime();

/**
 * The promoted attendee hears of it in their inbox (and the registrant) and by mail: that a place
 * became free, or that the organisers chose them, and what there is to pay.
 */
const tellPromoted = async (tx: Db, promotion: Promotion, publicUrl: string, chosen: boolean) =>
  tellAttendee(
    tx,
    promotion,
    async (language) => {
      const t = translator(language);
      const values = escapeValues({ convention: promotion.conventionName });
      return {
        title: t('registration.promoted.title', { convention: promotion.conventionName }),
        html: [
          `<p>${t('mail.hello', escapeValues({ name: promotion.attendeeFirstName }))}</p>`,
          `<p>${chosen ? t('registration.promoted.chosen', values) : t('registration.promoted.free', values)}</p>`,
          `<p>${escapeHtml(await paymentNote(tx, promotion, language))}</p>`,
          registrationLinkHtml(language),
        ].join(''),
      };
    },
    publicUrl,
  );

/**
 * A promotion's consequences: their registrant's invoice re-issued, then the attendee told, with
 * what is left to pay on it.
 */
const afterPromotion = async (tx: Db, promotion: Promotion, effects: Effects, chosen = false) => {
  await reissueInvoiceAfterChange(
    tx,
    promotion.userId,
    promotion.conventionId,
    effects.publicUrl,
    effects.log,
  );
  await tellPromoted(tx, promotion, effects.publicUrl, chosen);
};

/**
 * Places freed (a cancellation, an erasure, a larger capacity) go to the first in line, in the
 * caller's transaction; each promoted attendee is told and invoiced.
 */
export const placeFromWaitingList = async (
  tx: Db,
  conventionId: number,
  effects: Effects,
): Promise<Promotion[]> => {
  const promoted = await placeFirstInLine(tx, conventionId);
  for (const promotion of promoted) await afterPromotion(tx, promotion, effects);
  return promoted;
};

type RegistrationRow = typeof registrations.$inferSelect;

/** Marks the registration cancelled; null when it already was (a second click, another tab). */
const markCancelled = async (tx: Db, registration: RegistrationRow, refund: boolean, now: Date) => {
  const [cancelled] = await tx
    .update(registrations)
    .set({ status: 'cancelled', cancelledAt: now, refundOnCancel: refund, updatedAt: sql`now()` })
    .where(and(eq(registrations.id, registration.id), ne(registrations.status, 'cancelled')))
    .returning({ id: registrations.id });
  return cancelled ?? null;
};

const attendeeName = (registration: RegistrationRow) =>
  `${registration.attendeeFirstName} ${registration.attendeeLastName}`.trim();

/**
 * POST /api/Registration/{id}/cancel (and DELETE /api/Registration/{id}): the member who made
 * it, the member it was made for, or an organiser cancels a registration. It stays on record with
 * its date; a refund is due when it was cancelled at least one month before the start (a
 * registration still waiting was never owed anything). In one transaction: the place goes to the
 * first in line, the invoice is re-issued, the attendee leaves the table plan, and when an
 * organiser did it the member is told, with the refund due.
 */
export const cancelRegistration = async (
  db: Db,
  caller: AuthUser,
  id: string,
  effects: Effects & { ip?: string },
  now = new Date(),
): Promise<CancelRegistrationResponse> =>
  (await db.transaction((tx) => cancelInTransaction(tx, caller, id, effects, now))).response;

/** Carries a rehearsed cancellation's outcome out of the transaction it rolls back. */
class Rehearsed {
  constructor(readonly preview: CancelPreview) {}
}

/**
 * GET /api/Registration/{id}/cancel-preview: what cancelling now would do, found by running the
 * very cancellation in a transaction that is then rolled back, so the refund and the first in line
 * are those the cancellation itself would give. Only an organiser learns the name of the person
 * who would take the place.
 */
export const previewCancellation = async (
  db: Db,
  caller: AuthUser,
  id: string,
  effects: Effects,
  now = new Date(),
): Promise<CancelPreview> => {
  try {
    await db.transaction(async (tx) => {
      const { refundDue, promoted } = await cancelInTransaction(tx, caller, id, effects, now);
      const [first] = promoted[0]
        ? await tx
            .select({
              firstName: registrations.attendeeFirstName,
              lastName: registrations.attendeeLastName,
            })
            .from(registrations)
            .where(eq(registrations.id, promoted[0].registrationId))
        : [];
      throw new Rehearsed({
        refundDueCents: refundDue,
        placeGoesToWaitingList: first !== undefined,
        firstInLineName:
          first && caller.roles.includes('ADMIN')
            ? `${first.firstName} ${first.lastName}`.trim()
            : null,
      });
    });
  } catch (error) {
    if (error instanceof Rehearsed) return error.preview;
    throw error;
  }
  throw new Error('A rehearsed cancellation always rolls back.');
};

const cancelInTransaction = async (
  tx: Db,
  caller: AuthUser,
  id: string,
  effects: Effects & { ip?: string },
  now: Date,
) => {
  const [found] = await tx
    .select({
      registration: registrations,
      startDate: conventions.startDate,
      conventionName: conventions.name,
    })
    .from(registrations)
    .innerJoin(conventions, eq(conventions.id, registrations.conventionId))
    .where(eq(registrations.id, id));
  const registration = found?.registration;
  const concerned =
    registration !== undefined &&
    (registration.registeredByUserId === caller.id ||
      sameEmail(registration.attendeeEmail, caller.email));
  const isOrganiser = caller.roles.includes('ADMIN');
  if (!found || !registration || (!concerned && !isOrganiser)) {
    throw new DomainError('not-found', MESSAGES.notYours);
  }
  if (registration.status === 'cancelled')
    throw new DomainError('conflict', MESSAGES.alreadyCancelled);
  if (!isOrganiser && hasStarted(found.startDate, now)) throw badRequest(MESSAGES.started);
  const isRefundable =
    registration.status === 'waiting' ||
    isRefundableCancellation(clubWallClock(now), found.startDate);
  if (!(await markCancelled(tx, registration, isRefundable, now))) {
    throw new DomainError('conflict', MESSAGES.alreadyCancelled);
  }
  const promoted =
    registration.status === 'registered'
      ? await placeFromWaitingList(tx, registration.conventionId, effects)
      : [];
  await leaveTablePlan(
    tx,
    registration.conventionId,
    [{ registrationId: id, name: attendeeName(registration) }],
    caller.id,
    effects.publicUrl,
  );
  if (isRefundable) {
    await reissueInvoiceAfterChange(
      tx,
      registration.userId,
      registration.conventionId,
      effects.publicUrl,
      effects.log,
    );
  }
  const refundDue = await refundDueCents(tx, registration.userId, registration.conventionId);
  const byOrganiser = !concerned;
  if (byOrganiser) {
    await tellAttendee(
      tx,
      {
        registrationId: id,
        userId: registration.userId,
        attendeeEmail: registration.attendeeEmail,
      },
      (language) => {
        const t = translator(language);
        return {
          title: t('registration.cancelledByOrganisers.title', {
            convention: found.conventionName,
          }),
          html: [
            `<p>${t('mail.hello', escapeValues({ name: registration.attendeeFirstName }))}</p>`,
            `<p>${t(
              'registration.cancelledByOrganisers.body',
              escapeValues({
                attendee: attendeeName(registration),
                convention: found.conventionName,
              }),
            )}</p>`,
            `<p>${escapeHtml(refundSentence(refundDue, language))}</p>`,
            `<p>${t('registration.cancelledByOrganisers.questions')}</p>`,
            registrationLinkHtml(language),
          ].join(''),
        };
      },
      effects.publicUrl,
    );
  } else {
    await mailOwnCancellation(
      tx,
      caller,
      {
        attendeeName: attendeeName(registration),
        conventionName: found.conventionName,
        at: now,
        refundDueCents: refundDue,
      },
      effects.publicUrl,
    );
  }
  await writeAudit(tx, {
    action: 'registration.cancel',
    actorUserId: caller.id,
    targetType: 'registration',
    targetId: id,
    details: {
      byOrganiser,
      refundDue: formatCents(refundDue),
      promoted: promoted.map((promotion) => promotion.registrationId),
    },
    ip: effects.ip,
  });
  const response: CancelRegistrationResponse = {
    message: REGISTRATION_CANCELLED,
    isRefundable,
    refundDueCents: refundDue,
    promotedRegistrationId: promoted[0]?.registrationId ?? null,
  };
  return { response, refundDue, promoted };
};

/**
 * POST /api/Registration/admin/{id}/promote: an organiser places the waiting attendee they chose,
 * in or out of turn. On a full convention the capacity is then exceeded, on purpose: the answer
 * says by how many. The attendee is told, their registrant's invoice re-issued, and the audit
 * trail keeps it, in one transaction.
 */
export const promoteRegistration = async (
  db: Db,
  actor: Actor,
  id: string,
  effects: Effects,
): Promise<{ registrationId: string; overCapacityBy: number }> =>
  db.transaction(async (tx) => {
    const [found] = await tx
      .select({ conventionId: registrations.conventionId, status: registrations.status })
      .from(registrations)
      .where(eq(registrations.id, id));
    if (!found) throw new DomainError('not-found', MESSAGES.notYours);
    if (found.status !== 'waiting') throw new DomainError('conflict', MESSAGES.notWaiting);
    const convention = await lockConvention(tx, found.conventionId);
    const taken = await placesTaken(tx, found.conventionId);
    const capacity = convention?.capacity ?? null;
    const beyond = capacity !== null && taken >= capacity;
    const promotion = await place(tx, id, convention?.name ?? '', beyond);
    if (!promotion) throw new DomainError('conflict', MESSAGES.notWaiting);
    await afterPromotion(tx, promotion, effects, true);
    const overCapacityBy = capacity === null ? 0 : Math.max(taken + 1 - capacity, 0);
    await writeAudit(tx, {
      action: 'registration.promote',
      actorUserId: actor.userId,
      targetType: 'registration',
      targetId: id,
      details: overCapacityBy > 0 ? { overCapacityBy } : undefined,
      ip: actor.ip,
    });
    return { registrationId: id, overCapacityBy };
  });

/**
 * An erased account's registrations (as attendee) are cancelled inside the erasure's
 * transaction, before they are anonymised: their places go to the first in line, their seats are
 * freed and their table mates told (without the name), and the invoices of those who registered
 * them for someone else are re-issued. Nobody is told of the erased person's own registration.
 */
export const cancelForErasure = async (
  tx: Db,
  erasedUserId: string,
  registrationIds: readonly string[],
  effects: Effects,
  now = new Date(),
): Promise<void> => {
  if (registrationIds.length === 0) return;
  const rows = await tx
    .select({ registration: registrations, startDate: conventions.startDate })
    .from(registrations)
    .innerJoin(conventions, eq(conventions.id, registrations.conventionId))
    .where(
      and(anyOf(registrations.id, [...registrationIds]), ne(registrations.status, 'cancelled')),
    );
  for (const { registration, startDate } of rows) {
    const isRefundable =
      registration.status === 'waiting' || isRefundableCancellation(clubWallClock(now), startDate);
    if (!(await markCancelled(tx, registration, isRefundable, now))) continue;
    const leaver: Leaver = { registrationId: registration.id, name: 'A player' };
    if (registration.status === 'registered') {
      await placeFromWaitingList(tx, registration.conventionId, effects);
    }
    await leaveTablePlan(tx, registration.conventionId, [leaver], erasedUserId, effects.publicUrl);
    if (isRefundable && registration.userId !== erasedUserId) {
      await reissueInvoiceAfterChange(
        tx,
        registration.userId,
        registration.conventionId,
        effects.publicUrl,
        effects.log,
      );
    }
    await writeAudit(tx, {
      action: 'registration.cancel',
      actorUserId: erasedUserId,
      targetType: 'registration',
      targetId: registration.id,
      details: { erased: true },
    });
  }
};
