import fp from 'fastify-plugin';
import { sendDueApprovalDigest } from '../contexts/accounts';

// Often enough that a digest held back by the hourly limit leaves within a minute of its time.
const CHECK_EVERY_MS = 60_000;

/** Sends the accounts-awaiting-approval mail held back within the hour, once the hour is up. */
export const approvalDigestPlugin = fp(
  async (app) => {
    const check = () => {
      sendDueApprovalDigest(app.db, app.config.publicUrl, new Date()).catch((error: unknown) =>
        app.log.error(`Accounts awaiting approval mail failed: ${String(error)}`),
      );
    };
    const timer = setInterval(check, CHECK_EVERY_MS);
    timer.unref();
    app.addHook('onReady', async () => check());
    app.addHook('onClose', () => clearInterval(timer));
  },
  { name: 'approval-digest', dependencies: ['db', 'mail'] },
);
