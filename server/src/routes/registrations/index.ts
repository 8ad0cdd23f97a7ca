import {
  envelopeSchema,
  messageResponseSchema,
  myRegistrationsSchema,
  registrationRequestSchema,
  registrationSchema,
  registrationWithPaymentSchema,
  registrationStatusSchema,
} from 'shared-api/contract';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { paymentSummaries, summaryKey } from '../../domain/payments/payment-summaries';
import { registrations } from '../../db/schema';
import { findActiveConvention } from '../../domain/registrations/active-convention';
import {
  cancelRegistrationInMyName,
  REGISTRATION_CANCELLED,
} from '../../domain/registrations/cancel-registration';
import { createRegistration } from '../../domain/registrations/create-registration';
import { loadRegistrations, ofMember } from '../../domain/registrations/load-registrations';
import { loadActiveConventionGames } from '../../domain/registrations/active-convention-games';
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

  /** Cancels a registration another member made with the caller's email. */
  app.delete(
    '/:id',
    {
      config: {
        ...member,
        ...doc(
          "Cancels a registration another member made with the caller's email, so the caller can register themselves.",
          { failures: [404] },
        ),
      },
      schema: {
        params: z.object({ id: z.uuid() }),
        response: { 200: envelopeSchema(messageResponseSchema) },
      },
    },
    async (request) => {
      await cancelRegistrationInMyName(app.db, requireUser(request), request.params.id);
      return ok(REGISTRATION_CANCELLED);
    },
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
      if (!convention) return ok({ isRegistered: false });
      const [found] = await app.db
        .select({ id: registrations.id })
        .from(registrations)
        .where(
          and(
            eq(registrations.conventionId, convention.id),
            sql`lower(${registrations.attendeeEmail}) = ${user.email.toLowerCase()}`,
          ),
        )
        .limit(1);
      return ok({ isRegistered: found !== undefined });
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

  await app.register(adminRegistrationRoutes, { prefix: '/admin' });
};
