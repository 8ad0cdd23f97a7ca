import { envelopeSchema, mailSettingsSchema, storedMailSettingsSchema } from 'shared-api/contract';
import { readMailSettings, saveMailSettings } from '../../users/mail-settings';
import { allow } from '../../../../http/access';
import { ok } from '../../../../http/envelope';
import type { RoutePlugin } from '../../../../http/route-plugin';
import { documented } from '../../../../http/route-doc';
import { requireUser } from '../../../../http/caller';

// The user area, as /profile: approved members and admins.
const member = allow('USER', 'ADMIN');
const doc = documented('User');
const response = { 200: envelopeSchema(storedMailSettingsSchema) };

/** /api/User/me/notifications: the signed-in member's own email choices, nobody else's. */
export const mailSettingsRoutes: RoutePlugin = async (app) => {
  app.get(
    '/me/notifications',
    {
      config: { ...member, ...doc("Reads the signed-in member's choice of message emails.") },
      schema: { response },
    },
    async (request) => ok(await readMailSettings(app.db, requireUser(request).id)),
  );

  app.put(
    '/me/notifications',
    {
      config: {
        ...member,
        ...doc(
          'Turns the email sent for each new message or reply, and the reminders before a convention, on or off for the signed-in member.',
        ),
      },
      schema: { body: mailSettingsSchema, response },
    },
    async (request) => ok(await saveMailSettings(app.db, requireUser(request).id, request.body)),
  );
};
