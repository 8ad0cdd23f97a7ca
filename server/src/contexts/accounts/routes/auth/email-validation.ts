import {
  envelopeSchema,
  messageResponseSchema,
  validateEmailQuerySchema,
} from 'shared-api/contract';
import { resendValidationLimits } from '../../../../shared/throttle/account-limits';
import {
  EMAIL_VALIDATED,
  resendValidationCode,
  VALIDATION_EMAIL_SENT,
  validateOwnEmail,
} from '../../auth/email-validation';
import { enforceLimits } from '../../../../shared/throttle/request-throttle';
import { writeAudit } from '../../../../shared/audit/write-audit';
import { allow } from '../../../../http/access';
import { ok } from '../../../../http/envelope';
import type { RoutePlugin } from '../../../../http/route-plugin';
import { documented } from '../../../../http/route-doc';
import { requireUser } from '../../../../http/caller';

const messageResponse = { 200: envelopeSchema(messageResponseSchema) };

const doc = documented('Auth');

/** GET /api/Auth/validate-email?token= and POST /api/Auth/resend-validation-email (signed in). */
export const emailValidationRoutes: RoutePlugin = async (app) => {
  app.get(
    '/validate-email',
    {
      config: {
        ...allow('authenticated'),
        ...doc("Validates the signed-in member's email address with the code they were emailed."),
      },
      schema: { querystring: validateEmailQuerySchema, response: messageResponse },
    },
    async (request) => {
      const user = requireUser(request);
      await validateOwnEmail(app.db, user, request.query.token, app.config.publicUrl);
      await writeAudit(app.db, {
        action: 'auth.email.validated',
        actorUserId: user.id,
        ip: request.ip,
      });
      return ok(EMAIL_VALIDATED);
    },
  );

  app.post(
    '/resend-validation-email',
    {
      config: {
        ...allow('authenticated'),
        ...doc('Emails the signed-in member a new validation code.', { failures: [400, 429] }),
      },
      schema: { response: messageResponse },
    },
    async (request) => {
      const user = requireUser(request);
      await enforceLimits(app.db, resendValidationLimits(request.ip, user.id));
      await resendValidationCode(app.db, user, app.config.publicUrl);
      await writeAudit(app.db, {
        action: 'auth.email.validation-resent',
        actorUserId: user.id,
        ip: request.ip,
      });
      return ok(VALIDATION_EMAIL_SENT);
    },
  );
};
