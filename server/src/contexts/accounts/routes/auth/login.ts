import {
  envelopeSchema,
  INVALID_CREDENTIALS_MESSAGE,
  loginRequestSchema,
  TOO_MANY_ATTEMPTS_MESSAGE,
} from 'shared-api/contract';
import { z } from 'zod';
import {
  clearLoginFailuresFrom,
  rememberSignInAddress,
  reserveLoginAttempt,
} from '../../auth/login-throttle';
import { verifyPassword } from '../../auth/passwords';
import { signToken } from '../../auth/tokens';
import { writeAudit } from '../../../../shared/audit/write-audit';
import { findUserByEmail } from '../../../../shared/auth-user';
import { allow } from '../../../../http/access';
import { ApiError } from '../../../../http/api-error';
import { ok } from '../../../../http/envelope';
import type { RoutePlugin } from '../../../../http/route-plugin';
import { documented } from '../../../../http/route-doc';

// HTTP 400, not 401: the browser treats any 401 as an expired session (docs/helpers-brief.md).
export { INVALID_CREDENTIALS_MESSAGE, TOO_MANY_ATTEMPTS_MESSAGE };

const doc = documented('Auth');

/** POST /api/Auth/login: the same answer, in about the same time, whether or not the email exists. */
export const loginRoute: RoutePlugin = async (app) => {
  app.post(
    '/login',
    {
      config: {
        ...allow('anonymous'),
        ...doc('Signs a member in with email and password, and returns their session token.', {
          failures: [429],
        }),
      },
      schema: { body: loginRequestSchema, response: { 200: envelopeSchema(z.string()) } },
    },
    async (request) => {
      const email = request.body.email.toLowerCase();
      const ip = request.ip;
      // Counted as a failure until the password proves right.
      const attempt = await reserveLoginAttempt(app.db, email, ip);
      if (attempt.retryAfter !== null) {
        throw new ApiError(429, TOO_MANY_ATTEMPTS_MESSAGE, {
          'retry-after': String(attempt.retryAfter),
        });
      }
      const user = await findUserByEmail(app.db, email);
      const valid = await verifyPassword(user?.passwordHash ?? null, request.body.password);
      if (!user || !valid) {
        await writeAudit(app.db, {
          action: 'auth.login.failed',
          actorUserId: user?.id ?? null,
          details: { email },
          ip,
        });
        throw new ApiError(400, INVALID_CREDENTIALS_MESSAGE);
      }
      await clearLoginFailuresFrom(app.db, email, attempt.fromKnownAddress);
      await rememberSignInAddress(app.db, user.id, ip);
      await writeAudit(app.db, { action: 'auth.login.succeeded', actorUserId: user.id, ip });
      return ok(signToken(user, app.config.jwtSecret));
    },
  );
};
