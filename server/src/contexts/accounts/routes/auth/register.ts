import {
  envelopeSchema,
  languageOfHeader,
  messageResponseSchema,
  signUpSchema,
} from 'shared-api/contract';
import { registerLimits } from '../../../../shared/throttle/account-limits';
import { enforceLimits } from '../../../../shared/throttle/request-throttle';
import { writeAudit } from '../../../../shared/audit/write-audit';
import { REGISTRATION_SUCCESSFUL, registerUser } from '../../users/register-user';
import { allow } from '../../../../http/access';
import { ok } from '../../../../http/envelope';
import type { RoutePlugin } from '../../../../http/route-plugin';
import { documented } from '../../../../http/route-doc';

const doc = documented('Auth');

/** POST /api/Auth/register: the same answer whether or not the email already has an account. */
export const registerRoute: RoutePlugin = async (app) => {
  app.post(
    '/register',
    {
      config: {
        ...allow('anonymous'),
        ...doc('Creates an account for a visitor and emails them a validation code.', {
          failures: [429],
        }),
      },
      schema: { body: signUpSchema, response: { 200: envelopeSchema(messageResponseSchema) } },
    },
    async (request) => {
      await enforceLimits(app.db, registerLimits(request.ip, request.body.email));
      // The language the sign-up page was shown in, else the one the browser asks for.
      const language =
        request.body.language ?? languageOfHeader(request.headers['accept-language']);
      const outcome = await registerUser(app.db, { ...request.body, language });
      await writeAudit(app.db, {
        action: outcome.created ? 'auth.register' : 'auth.register.existing-email',
        actorUserId: outcome.created ? outcome.userId : null,
        details: { email: request.body.email.toLowerCase() },
        ip: request.ip,
      });
      return ok(REGISTRATION_SUCCESSFUL);
    },
  );
};
