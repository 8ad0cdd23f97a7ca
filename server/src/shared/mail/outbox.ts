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

/** The outbox row of a mail, for a statement that queues it along with other writes. */
export const outboxValues = (mail: QueuedMail) => ({
  toAddress: mail.to,
  subject: mail.subject,
  html: mail.html,
  text: mail.text,
});

/** Wakes the mail workers after a statement of one's own queued a mail. */
export const announceQueuedMail = (): void => {
  for (const listener of listeners) listener();
};

/**
 * Queues a mail in the durable outbox and wakes the worker. Inside a transaction the row is only
 * seen once it commits: the worker then finds it on its next poll.
 */
export const enqueueMail = async (db: Db, mail: QueuedMail): Promise<{ id: number }> => {
  const [row] = await db
    .insert(mailOutbox)
    .values(outboxValues(mail))
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('The mail was not queued.');
  announceQueuedMail();
  return row;
};
