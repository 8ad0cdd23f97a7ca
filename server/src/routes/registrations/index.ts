import {
  adminRegistrationSchema,
  cancelRegistrationResponseSchema,
  conventionListQuerySchema,
  envelopeSchema,
  messageResponseSchema,
  myRegistrationsSchema,
  playPartnerSchema,
  registrationRequestSchema,
  registrationSchema,
  registrationWithPaymentSchema,
  registrationStatusSchema,
} from 'shared-api/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { paymentSummaries, summaryKey } from '../../domain/payments/payment-summaries';
import { registrations } from '../../db/schema';
import { findActiveConvention } from '../../domain/registrations/active-convention';
import { cancelRegistration, editOwnRegistration } from '../../domain/registrations/self-service';
import { createRegistration } from '../../domain/registrations/create-registration';
import {
  loadRegistrations,
  ofMember,
  waitingPositionColumn,
} from '../../domain/registrations/load-registrations';
import { loadActiveConventionGames } from '../../domain/registrations/active-convention-games';
import { listPlayPartners } from '../../domain/registrations/play-partners';
import { allow } from '../../http/access';
import { ok } from '../../http/envelope';
import type { RoutePlugin } from '../../http/route-plugin';
import { documented } from '../../http/route-doc';
import { requireUser } from '../../plugins/auth';
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
    cancelRegistration(
      app.db,
      requireUser(request),
      request.params.id,
      app.config.publicUrl,
      request.log,
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
      const [found] = await app.db
        .select({ id: registrations.id, waitingPosition: waitingPositionColumn })
        .from(registrations)
        .where(
          and(
            eq(registrations.conventionId, convention.id),
            ne(registrations.status, 'cancelled'),
            sql`lower(${registrations.attendeeEmail}) = ${user.email.toLowerCase()}`,
          ),
        )
        .limit(1);
      return ok({
        isRegistered: found !== undefined,
        waitingPosition: found?.waitingPosition || null,
      });
    },
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
      const list = await loadRegistrations(
        app.db,
        and(eq(registrations.conventionId, convention.id), ofMember(requireUser(request))),
      );
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

  await app.register(adminRegistrationRoutes, { prefix: '/admin' });
};
