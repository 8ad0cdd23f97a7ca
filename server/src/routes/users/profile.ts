import {
  EMAIL_CHANGE_CODE_SENT,
  EMAIL_CHANGED,
  emailChangeConfirmSchema,
  emailChangeRequestSchema,
  envelopeSchema,
  messageResponseSchema,
  ownProfileSchema,
  profileUpdateSchema,
} from 'shared-api/contract';
import { emailChangeLimits } from '../../domain/auth/account-limits';
import { enforceLimits } from '../../domain/auth/request-throttle';
import { writeAudit } from '../../domain/audit/write-audit';
import { confirmEmailChange, requestEmailChange } from '../../domain/users/email-change';
import { updateOwnProfile } from '../../domain/users/own-profile';
import { allow } from '../../http/access';
import { ok } from '../../http/envelope';
import type { RoutePlugin } from '../../http/route-plugin';
import { documented } from '../../http/route-doc';
import { requireUser } from '../../plugins/auth';

// The user area, as /profile: approved members and admins.
const member = allow('USER', 'ADMIN');
const doc = documented('User');
const messageResponse = { 200: envelopeSchema(messageResponseSchema) };

/** PUT /api/User/me and the email change: the signed-in member's own account, nobody else's. */
export const profileRoutes: RoutePlugin = async (app) => {
  app.put(
    '/me',
    {
      config: {
        ...member,
        ...doc("Changes the signed-in member's name, year of birth and nationality."),
      },
      schema: { body: profileUpdateSchema, response: { 200: envelopeSchema(ownProfileSchema) } },
    },
    async (request) => {
      const user = requireUser(request);
      const profile = await updateOwnProfile(app.db, user.id, request.body);
      await writeAudit(app.db, { action: 'user.profile.updated', actorUserId: user.id });
      return ok(profile);
    },
  );

  app.post(
    '/me/email',
    {
      config: {
        ...member,
        ...doc('Sends a code to the new email address the signed-in member wants to use.', {
          failures: [429],
        }),
      },
      schema: { body: emailChangeRequestSchema, response: messageResponse },
    },
    async (request) => {
      const user = requireUser(request);
      await enforceLimits(app.db, emailChangeLimits(request.ip, user.id));
      await requestEmailChange(app.db, user, request.body.email, app.config.publicUrl);
      await writeAudit(app.db, {
        action: 'user.email-change.requested',
        actorUserId: user.id,
        details: { email: request.body.email.toLowerCase() },
        ip: request.ip,
      });
      return ok(EMAIL_CHANGE_CODE_SENT);
    },
  );

  app.post(
    '/me/email/confirm',
    {
      config: {
        ...member,
        ...doc(
          "Makes the new address the signed-in member's, with the code sent to it; the old address is told.",
        ),
      },
      schema: { body: emailChangeConfirmSchema, response: messageResponse },
    },
    async (request) => {
      const user = requireUser(request);
      const newEmail = await confirmEmailChange(
        app.db,
        user,
        request.body.code,
        app.config.publicUrl,
      );
      await writeAudit(app.db, {
        action: 'user.email-changed',
        actorUserId: user.id,
        details: { from: user.email.toLowerCase(), to: newEmail.toLowerCase() },
        ip: request.ip,
      });
      return ok(EMAIL_CHANGED);
    },
  );
};
