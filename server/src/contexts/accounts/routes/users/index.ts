import { adminUserSchema, envelopeSchema, searchQuerySchema } from 'shared-api/contract';
import { z } from 'zod';
import { listUsersForAdmin } from '../../users/admin-list';
import { allow } from '../../../../http/access';
import { ok } from '../../../../http/envelope';
import type { RoutePlugin } from '../../../../http/route-plugin';
import { documented } from '../../../../http/route-doc';
import { accountActionRoutes } from './account-actions';
import { calendarRoutes } from './calendar';
import { groupRoutes } from './groups';
import { mailSettingsRoutes } from './mail-settings';
import { privacyRoutes } from './privacy';
import { profileRoutes } from './profile';

const doc = documented('User');

/** /api/User: admin only, but for a member's own settings under /me. */
export const userRoutes: RoutePlugin = async (app) => {
  app.get(
    '/',
    {
      config: {
        ...allow('ADMIN'),
        ...doc(
          'Lists every account with its roles and state, or those whose name or email holds every word of the search, for the administrators.',
        ),
      },
      schema: {
        querystring: searchQuerySchema,
        response: { 200: envelopeSchema(z.array(adminUserSchema)) },
      },
    },
    async (request) => ok(await listUsersForAdmin(app.db, request.query.search)),
  );
  await app.register(groupRoutes);
  await app.register(accountActionRoutes);
  await app.register(mailSettingsRoutes);
  await app.register(profileRoutes);
  await app.register(calendarRoutes);
  await app.register(privacyRoutes);
};
