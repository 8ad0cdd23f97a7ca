import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { RenderedMail } from './render-template';

export interface QueuedMail extends RenderedMail {
  to: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();

/** The mail worker of every app in this process listens; returns the unsubscribe function. */
export const onMailEnqueued = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Queues a mail in the durable outbox and wakes the worker. Inside a transaction the row is only
 * seen once it commits: the worker then finds it on its next poll.
 */
export const enqueueMail = async (db: Db, mail: QueuedMail): Promise<{ id: number }> => {
  const [row] = await db
    .insert(mailOutbox)
    .values({ toAddress: mail.to, subject: mail.subject, html: mail.html, text: mail.text })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('The mail was not queued.');
  for (const listener of listeners) listener();
  return row;
};
