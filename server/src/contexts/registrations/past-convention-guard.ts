import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { registrations } from '../../db/schema';
import { refusePastConvention } from '../../shared/past-convention';

/** The registration a write names: in the address (/:id) or, for the admin's update, in the body. */
const namedRegistration = (request: FastifyRequest): string | undefined =>
  (request.params as { id?: string } | undefined)?.id ??
  (request.body as { id?: unknown } | undefined | null)?.id?.toString();

/**
 * Every change to a registration (its answers, its place, its check-in) is refused once its
 * convention is past; an unknown registration is left to the route's own 404.
 */
export const refusePastConventionWrites =
  (db: Db) =>
  async (request: FastifyRequest): Promise<void> => {
    if (request.method === 'GET') return;
    const registrationId = namedRegistration(request);
    if (registrationId === undefined) return;
    const [registration] = await db
      .select({ conventionId: registrations.conventionId })
      .from(registrations)
      .where(eq(registrations.id, registrationId));
    if (registration) await refusePastConvention(db, registration.conventionId);
  };
