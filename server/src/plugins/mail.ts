import { join } from 'node:path';
import fp from 'fastify-plugin';
import { fileDropDeliverer, smtpDeliverer } from '../shared/mail/deliverers';
import {
  startMailWorker,
  type MailWorker,
  type MailWorkerOptions,
} from '../shared/mail/mail-worker';
import { onMailEnqueued } from '../shared/mail/outbox';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tests await `mailWorker.idle()` to see what was sent. */
    mailWorker: MailWorker;
  }
}

/** Runs the outbox worker for the app's lifetime (shared/mail/index.ts explains the mail API). */
export const mailPlugin = fp<Partial<MailWorkerOptions>>(
  async (app, options) => {
    const { smtpUrl, mailFrom, dataDir } = app.config;
    const deliverer = smtpUrl
      ? smtpDeliverer(smtpUrl, mailFrom)
      : fileDropDeliverer(join(dataDir, 'mail'), mailFrom, (message) => app.log.info(message));
    const worker = startMailWorker({ db: app.db, deliverer, log: app.log, options });
    // A mail queued inside a transaction is invisible to the worker until the commit, which
    // happens before the reply: waking again once the reply is sent sends it now, not at the next poll.
    let queuedDuringRequest = false;
    const unsubscribe = onMailEnqueued(() => {
      queuedDuringRequest = true;
      worker.wake();
    });
    app.addHook('onResponse', async () => {
      if (!queuedDuringRequest) return;
      queuedDuringRequest = false;
      worker.wake();
    });
    app.decorate('mailWorker', worker);
    app.addHook('onClose', async () => {
      unsubscribe();
      await worker.stop();
      deliverer.close();
    });
  },
  { name: 'mail', dependencies: ['db'] },
);
