import {
  EMAIL_CHANGE_CODE_SENT,
  EMAIL_CHANGED,
  emailChangeConfirmSchema,
  emailChangeRequestSchema,
  EMAIL_CHANGE_UNDONE,
  emailChangeUndoSchema,
  envelopeSchema,
  hasRole,
  messageResponseSchema,
  ownAccountUpdateSchema,
  ownProfileSchema,
} from 'shared-api/contract';
import {
  emailChangeLimits,
  ownPasswordFailureLimits,
} from '../../../../shared/throttle/account-limits';
import { enforceLimits, reserveHits } from '../../../../shared/throttle/request-throttle';
import { writeAudit } from '../../../../shared/audit/write-audit';
import { confirmEmailChange, requestEmailChange, undoEmailChange } from '../../users/email-change';
import { getOwnProfile, updateOwnProfile } from '../../users/own-profile';
import { allow } from '../../../../http/access';
import { ApiError, FORBIDDEN_MESSAGE } from '../../../../http/api-error';
import { ok } from '../../../../http/envelope';
import type { RoutePlugin } from '../../../../http/route-plugin';
import { documented } from '../../../../http/route-doc';
import { requireUser } from '../../../../http/caller';

// The user area, as /profile: approved members and admins.
const member = allow('USER', 'ADMIN');
// The language is any signed-in account's, awaiting approval too: its mails follow it.
const signedIn = allow('authenticated');
const doc = documented('User');
const messageResponse = { 200: envelopeSchema(messageResponseSchema) };

/** PUT /api/User/me and the email change: the signed-in member's own account, nobody else's. */
export const profileRoutes: RoutePlugin = async (app) => {
  app.get(
    '/me',
    {
      config: {
        ...signedIn,
        ...doc(
          "Gives the signed-in member's name, year of birth, nationality and language, as stored.",
        ),
      },
      schema: { response: { 200: envelopeSchema(ownProfileSchema) } },
    },
    async (request) => ok(await getOwnProfile(app.db, requireUser(request).id)),
  );

  app.put(
    '/me',
    {
      config: {
        ...signedIn,
        ...doc(
          "Changes the signed-in member's name, year of birth and nationality (approved members), or their language alone (the language switch, any signed-in account), which their mails and documents follow.",
        ),
      },
      schema: {
        body: ownAccountUpdateSchema,
        response: { 200: envelopeSchema(ownProfileSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const details = 'firstName' in request.body;
      // The details are the member area's, as /profile is.
      if (details && !hasRole(user.roles, 'USER') && !hasRole(user.roles, 'ADMIN')) {
        throw new ApiError(403, FORBIDDEN_MESSAGE);
      }
      const profile = await updateOwnProfile(app.db, user.id, request.body);
      await writeAudit(app.db, {
        action: 'user.profile.updated',
        actorUserId: user.id,
        ...(details ? {} : { details: { language: profile.language } }),
      });
      return ok(profile);
    },
  );

  app.post(
    '/me/email',
    {
      config: {
        ...member,
        ...doc(
          'Sends a code to the new email address the signed-in member wants to use, once their current password is right.',
          { failures: [429] },
        ),
      },
      schema: { body: emailChangeRequestSchema, response: messageResponse },
    },
    async (request) => {
      const user = requireUser(request);
      await enforceLimits(app.db, emailChangeLimits(request.ip, user.id));
      // Counted as wrong until the current password proves right, as when changing the password.
      const attempt = await reserveHits(app.db, ownPasswordFailureLimits(user.id));
      await requestEmailChange(app.db, user, request.body, app.config.publicUrl);
      await attempt.release();
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

  app.post(
    '/email/undo',
    {
      config: {
        ...allow('anonymous'),
        ...doc(
          'Gives an account back the email address it had before a change, with the link mailed to that address (single use, 7 days, no sign-in), and signs out every session.',
        ),
      },
      schema: { body: emailChangeUndoSchema, response: messageResponse },
    },
    async (request) => {
      const { userId, email } = await undoEmailChange(app.db, request.body.token);
      await writeAudit(app.db, {
        action: 'user.email-change.undone',
        actorUserId: userId,
        details: { to: email.toLowerCase() },
        ip: request.ip,
      });
      return ok(EMAIL_CHANGE_UNDONE(email));
    },
  );
};
