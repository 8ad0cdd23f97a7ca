import { setTimeout } from 'node:timers/promises';
import {
  envelopeSchema,
  messageResponseSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
} from 'shared-api/contract';
import { resetFailureLimits, resetRequestLimits } from '../../../../shared/throttle/account-limits';
import { clearLoginFailures, rememberSignInAddress } from '../../auth/login-throttle';
import {
  PASSWORD_RESET_DONE,
  RESET_CODE_INVALID,
  RESET_REQUEST_ANSWER,
  requestPasswordReset,
  resetPassword,
} from '../../auth/password-reset';
import { enforceLimits, reserveHits } from '../../../../shared/throttle/request-throttle';
import { writeAudit } from '../../../../shared/audit/write-audit';
import { allow } from '../../../../http/access';
import { ApiError } from '../../../../http/api-error';
import { ok } from '../../../../http/envelope';
import type { RoutePlugin } from '../../../../http/route-plugin';
import { documented } from '../../../../http/route-doc';

/** The reset request answers no sooner than this, known email or not. */
export const RESET_ANSWER_FLOOR_MS = 100;

const messageResponse = { 200: envelopeSchema(messageResponseSchema) };

const doc = documented('Auth');

/** POST /api/Auth/request-password-reset and /api/Auth/reset-password (anonymous). */
export const passwordResetRoutes: RoutePlugin = async (app) => {
  app.post(
    '/request-password-reset',
    {
      config: {
        ...allow('anonymous'),
        ...doc('Emails a password reset code to the address, when it has an account.', {
          failures: [429],
        }),
      },
      schema: { body: passwordResetRequestSchema, response: messageResponse },
    },
    async (request) => {
      // Only a known email gets a code and a mail: without the floor, that extra work would
      // tell which emails have an account.
      const answerAt = performance.now() + RESET_ANSWER_FLOOR_MS;
      const email = request.body.email.toLowerCase();
      await enforceLimits(app.db, resetRequestLimits(request.ip, email));
      const userId = await requestPasswordReset(app.db, email);
      await writeAudit(app.db, {
        action: 'auth.password-reset.requested',
        actorUserId: userId,
        details: { email },
        ip: request.ip,
      });
      await setTimeout(Math.max(0, answerAt - performance.now()));
      return ok(RESET_REQUEST_ANSWER);
    },
  );

  app.post(
    '/reset-password',
    {
      config: {
        ...allow('anonymous'),
        ...doc("Sets a member's new password with the reset code they were emailed.", {
          failures: [429],
        }),
      },
      schema: { body: passwordResetSchema, response: messageResponse },
    },
    async (request) => {
      // Counted as wrong until the code proves right: only wrong codes count, so a person who
      // mistypes a few times still gets in.
      const attempt = await reserveHits(app.db, resetFailureLimits(request.ip));
      const user = await resetPassword(app.db, request.body.token, request.body.password);
      if (!user) {
        await writeAudit(app.db, { action: 'auth.password-reset.failed', ip: request.ip });
        throw new ApiError(400, RESET_CODE_INVALID);
      }
      await attempt.release();
      // The emailed code proves the owner: it unlocks the account that too many wrong passwords
      // had locked, and this address becomes one of the owner's.
      await clearLoginFailures(app.db, user.email.toLowerCase());
      await rememberSignInAddress(app.db, user.id, request.ip);
      await writeAudit(app.db, {
        action: 'auth.password-reset.succeeded',
        actorUserId: user.id,
        ip: request.ip,
      });
      return ok(PASSWORD_RESET_DONE);
    },
  );
};
