import fp from 'fastify-plugin';
import { sendDueReminders } from '../contexts/registrations';

// Every minute: a reminder that falls due, also one an organiser just set, leaves within a minute.
const CHECK_EVERY_MS = 60_000;

/** Sends the reminders before a convention; the job table makes each go out once. */
export const conventionRemindersPlugin = fp(
  async (app) => {
    let running: Promise<unknown> | null = null;
    const check = () => {
      // A run still going (a large convention, a slow database) is not doubled by the next tick.
      if (running) return;
      running = sendDueReminders(app.db, app.config.publicUrl, new Date())
        .catch((error: unknown) => app.log.error(`Convention reminders failed: ${String(error)}`))
        .finally(() => {
          running = null;
        });
    };
    const timer = setInterval(check, CHECK_EVERY_MS);
    timer.unref();
    app.addHook('onReady', async () => check());
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'convention-reminders', dependencies: ['db', 'mail'] },
);
