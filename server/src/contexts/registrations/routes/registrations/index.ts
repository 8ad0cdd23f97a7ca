import {
  adminRegistrationSchema,
  cancelPreviewSchema,
  cancelRegistrationResponseSchema,
  conventionListQuerySchema,
  envelopeSchema,
  listedAttendeeSchema,
  messageResponseSchema,
  myRegistrationsSchema,
  playPartnerSchema,
  registrationRequestSchema,
  registrationSchema,
  registrationWithPaymentSchema,
  registrationOfferSchema,
  registrationStatusSchema,
} from 'shared-api/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { paymentSummaries, summaryKey } from '../../../billing';
import { findActiveConvention } from '../../active-convention';
import { cancelRegistration, previewCancellation } from '../../lifecycle';
import { activeRegistrationOffer } from '../../registration-offer';
import { editOwnRegistration } from '../../self-service';
import { createRegistration } from '../../create-registration';
import {
  loadRegistrations,
  ofMember,
  ofMemberAt,
  registrationStatusOf,
} from '../../load-registrations';
import { loadActiveConventionGames } from '../../active-convention-games';
import { listPlayPartners } from '../../../planner';
import { listedAttendees } from '../../listed-attendees';
import { allow } from '../../../../http/access';
import { ok } from '../../../../http/envelope';
import type { RoutePlugin } from '../../../../http/route-plugin';
import { refusePastConventionWrites } from '../../past-convention-guard';
import { documented } from '../../../../http/route-doc';
import { requireUser } from '../../../../http/caller';
import { adminRegistrationRoutes } from './admin';

const member = allow('USER', 'ADMIN');

const doc = documented('Registration');

/**
 * /api/Registration. Approved members (USER or ADMIN) only: a REGISTERED account waits for
 * approval, a SUSPENDED one has no access. The admin calls live under /admin (./admin.ts).
 */
export const registrationRoutes: RoutePlugin = async (app) => {
  // Each session's registered count is part of the cached active convention: a registration made,
  // changed or cancelled clears it (on every instance) before the answer leaves.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && reply.statusCode < 400) app.activeConventionCache.invalidate();
    return payload;
  });
  app.addHook('preHandler', refusePastConventionWrites(app.db));

  /** The caller's registrations (made by them or for their email), every convention, newest first. */
  app.get(
    '/',
    {
      config: {
        ...member,
        ...doc("Lists the caller's registrations, made by them or for their email, newest first."),
      },
      schema: { response: { 200: envelopeSchema(z.array(registrationWithPaymentSchema)) } },
    },
    async (request) => {
      const list = await loadRegistrations(app.db, ofMember(requireUser(request)));
      const summaries = await paymentSummaries(
        app.db,
        list.map((registration) => registration.userId),
      );
      return ok(
        list
          .sort((a, b) => b.conventionId - a.conventionId)
          .map((registration) => {
            const summary = summaries.get(
              summaryKey(registration.userId, registration.conventionId),
            );
            if (!summary) return { ...registration, payment: null };
            const { invoiceId: _invoiceId, ...payment } = summary;
            return { ...registration, payment };
          }),
      );
    },
  );

  /** Registers the attendee of the payload; registeredBy is always the caller. */
  app.post(
    '/',
    {
      config: {
        ...member,
        ...doc('Registers the caller, or another player when allowed, for the active convention.', {
          failures: [403, 409],
        }),
      },
      schema: {
        body: registrationRequestSchema,
        response: { 200: envelopeSchema(registrationSchema) },
      },
    },
    async (request) =>
      ok(
        await createRegistration(app.db, requireUser(request), request.body, app.config.publicUrl),
      ),
  );

  const registrationId = z.object({ id: z.uuid() });

  /** The registrant changes their registration, with the form's rules. */
  app.put(
    '/:id',
    {
      config: {
        ...member,
        ...doc(
          'Changes a registration the caller made (for themselves or another player) while registration is open and the convention has not started.',
          { operationId: 'registrationEditOwn', failures: [403, 404, 409] },
        ),
      },
      schema: {
        params: registrationId,
        body: registrationRequestSchema,
        response: { 200: envelopeSchema(adminRegistrationSchema.omit({ payment: true })) },
      },
    },
    async (request) =>
      ok(
        await editOwnRegistration(
          app.db,
          requireUser(request),
          request.params.id,
          request.body,
          app.config.publicUrl,
          request.log,
        ),
      ),
  );

  const cancel = (request: FastifyRequest & { params: { id: string } }) =>
    cancelRegistration(app.db, requireUser(request), request.params.id, {
      publicUrl: app.config.publicUrl,
      log: request.log,
      ip: request.ip,
    });

  /** What the cancel dialog says before the registration goes: the refund, the first in line. */
  app.get(
    '/:id/cancel-preview',
    {
      config: {
        ...member,
        ...doc(
          'Tells what cancelling the registration now would do, as the cancellation computes it: the refund then due to its registrant, and whether the place goes to the first on the waiting list (named to an administrator only). Nothing changes.',
          { operationId: 'registrationCancelPreview', failures: [404, 409] },
        ),
      },
      schema: {
        params: registrationId,
        response: { 200: envelopeSchema(cancelPreviewSchema) },
      },
    },
    async (request) =>
      ok(
        await previewCancellation(app.db, requireUser(request), request.params.id, {
          publicUrl: app.config.publicUrl,
        }),
      ),
  );

  /** The registrant, the member it was made for, or an organiser cancels a registration. */
  app.post(
    '/:id/cancel',
    {
      config: {
        ...member,
        ...doc(
          'Cancels a registration made by or for the caller (any registration for an administrator); it stays on record, and the first on the waiting list takes the place.',
          { operationId: 'registrationCancel', failures: [404, 409] },
        ),
      },
      schema: {
        params: registrationId,
        response: { 200: envelopeSchema(cancelRegistrationResponseSchema) },
      },
    },
    async (request) => ok(await cancel(request)),
  );

  /** The earlier path of the same cancellation, with the same rules. */
  app.delete(
    '/:id',
    {
      config: {
        ...member,
        ...doc(
          'Cancels a registration made by or for the caller, with the rules of POST /api/Registration/{id}/cancel; answers only its message.',
          { failures: [404, 409] },
        ),
      },
      schema: {
        params: registrationId,
        response: { 200: envelopeSchema(messageResponseSchema) },
      },
    },
    async (request) => ok((await cancel(request)).message),
  );

  /** The registration status call: is the caller an attendee of the active convention? */
  app.get(
    '/status',
    {
      config: {
        ...member,
        ...doc('Tells whether the caller is registered for the active convention.'),
      },
      schema: { response: { 200: envelopeSchema(registrationStatusSchema) } },
    },
    async (request) => {
      const user = requireUser(request);
      const convention = await findActiveConvention(app.db);
      if (!convention) return ok({ isRegistered: false, waitingPosition: null });
      return ok(await registrationStatusOf(app.db, convention.id, user.email));
    },
  );

  app.get(
    '/offer',
    {
      config: {
        ...member,
        ...doc(
          "Gives what the registration form says before Register: the active convention's fees (the price is invoiceLines of the contract, as on the invoice), its capacity, the places taken and how many wait, so the form can say 'You will join the waiting list at position N'. Null without an active convention.",
        ),
      },
      schema: { response: { 200: envelopeSchema(registrationOfferSchema.nullable()) } },
    },
    async () => ok(await activeRegistrationOffer(app.db)),
  );

  /** The member's own registrations, for the active convention. */
  app.get(
    '/my',
    {
      config: {
        ...member,
        ...doc("Gives the active convention with the caller's registrations for it.", {
          operationId: 'registrationMine',
        }),
      },
      schema: { response: { 200: envelopeSchema(myRegistrationsSchema) } },
    },
    async (request) => {
      const convention = await findActiveConvention(app.db);
      if (!convention) {
        return ok({
          isActiveConventionFound: false,
          activeConvention: null,
          isRegistrationsFound: false,
          registrations: [],
        });
      }
      const list = await loadRegistrations(app.db, ofMemberAt(convention.id, requireUser(request)));
      return ok({
        isActiveConventionFound: true,
        activeConvention: {
          id: convention.id,
          name: convention.name,
          featuredGames: await loadActiveConventionGames(app.db, convention.id),
        },
        isRegistrationsFound: list.length > 0,
        registrations: list,
      });
    },
  );

  /** The registration form's "People I want to play with" choices. */
  app.get(
    '/play-partners',
    {
      config: {
        ...member,
        ...doc(
          'Lists the attendees of a convention who agreed that others may pick them as someone to play with: registration id and name, never the email.',
          { operationId: 'registrationPlayPartners' },
        ),
      },
      schema: {
        querystring: conventionListQuerySchema,
        response: { 200: envelopeSchema(z.array(playPartnerSchema)) },
      },
    },
    async (request) => ok(await listPlayPartners(app.db, request.query.conventionId)),
  );

  /** Who is coming: the attendees who chose to be listed, for approved members only. */
  app.get(
    '/attendees',
    {
      config: {
        ...member,
        ...doc(
          'Lists who is coming to the active convention: the placed attendees who chose to be listed, by first name and last initial, with their country and the games they bring. Empty without an active convention.',
          { operationId: 'registrationAttendees' },
        ),
      },
      schema: { response: { 200: envelopeSchema(z.array(listedAttendeeSchema)) } },
    },
    async () => ok(await listedAttendees(app.db)),
  );

  await app.register(adminRegistrationRoutes, { prefix: '/admin' });
};
