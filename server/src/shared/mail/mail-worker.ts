import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { writeLog } from '../logs/write-log';
import type { Deliverer, OutgoingMail } from './deliverers';

export interface MailWorkerOptions {
  /** How often the outbox is checked besides the wake-up on every enqueue. */
  pollIntervalMs: number;
  /** First retry delay; it doubles with every failed attempt up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** How long a claimed row stays with this worker; far longer than one SMTP send can take. */
  claimMs: number;
  batchSize: number;
}

export const DEFAULT_MAIL_WORKER_OPTIONS: MailWorkerOptions = {
  pollIntervalMs: 5_000,
  retryBaseMs: 10_000,
  retryMaxMs: 60 * 60 * 1000,
  claimMs: 5 * 60 * 1000,
  batchSize: 10,
};

/** After this many failures the System Logs page hears about it (once per mail). */
const WARN_AFTER_ATTEMPTS = 3;
const MAX_ERROR_LENGTH = 500;

export interface MailWorker {
  /** Look at the outbox now (called on every enqueue). */
  wake(): void;
  /** Resolves when the current round, if any, is over. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

interface WorkerDeps {
  db: Db;
  deliverer: Deliverer;
  log: { warn(message: string): void; error(message: string): void };
  options?: Partial<MailWorkerOptions>;
}

const millis = (ms: number) => sql`make_interval(secs => ${ms / 1000})`;

/**
 * Claims due rows. SKIP LOCKED and the claim deadline keep two workers (two servers on one
 * PostgreSQL) from taking the same row; a worker that died mid-send frees its rows at the deadline.
 */
const claimBatch = async (db: Db, { claimMs, batchSize }: MailWorkerOptions) => {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        lte(mailOutbox.nextAttemptAt, sql`now()`),
        or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(mailOutbox.id))
    .limit(batchSize)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({
      lockedUntil: sql`now() + ${millis(claimMs)}`,
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
};

const retryDelay = (attempts: number, { retryBaseMs, retryMaxMs }: MailWorkerOptions): number =>
  Math.min(retryBaseMs * 2 ** Math.max(0, attempts - 1), retryMaxMs);

/** Sends queued mail until the outbox has nothing due; failures wait with exponential backoff. */
export const startMailWorker = ({ db, deliverer, log, options }: WorkerDeps): MailWorker => {
  const settings = { ...DEFAULT_MAIL_WORKER_OPTIONS, ...options };
  let round: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  // One statement per batch: during a surge every registration queues a mail, and a statement per
  // mail would take as many round trips as the registrations themselves. A crash between a send and
  // this mark re-sends at most one batch once the claim expires (receivers see X-Outbox-Id).
  const markSent = async (ids: readonly number[]) => {
    if (ids.length === 0) return;
    await db
      .update(mailOutbox)
      .set({ sentAt: sql`now()`, lockedUntil: null, lastError: null })
      .where(inArray(mailOutbox.id, [...ids]));
  };

  const markFailed = async (mail: OutgoingMail & { attempts: number }, error: unknown) => {
    const reason = (error instanceof Error ? error.message : String(error)).slice(
      0,
      MAX_ERROR_LENGTH,
    );
    const delay = retryDelay(mail.attempts, settings);
    await db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now() + ${millis(delay)}`, lockedUntil: null, lastError: reason })
      .where(eq(mailOutbox.id, mail.id));
    log.warn(`Mail #${mail.id} attempt ${mail.attempts} failed, retry in ${delay} ms: ${reason}`);
    if (mail.attempts === WARN_AFTER_ATTEMPTS) {
      await writeLog(db, {
        level: 'Warning',
        message: `Mail #${mail.id} to ${mail.toAddress} failed ${mail.attempts} times and is still being retried: ${reason}`,
      });
    }
  };

  const sendDue = async () => {
    do {
      again = false;
      for (;;) {
        if (stopped) return;
        const batch = await claimBatch(db, settings);
        if (batch.length === 0) break;
        const sent: number[] = [];
        for (const mail of batch) {
          try {
            await deliverer.deliver(mail);
            sent.push(mail.id);
          } catch (error) {
            await markFailed(mail, error);
          }
        }
        await markSent(sent);
      }
    } while (again && !stopped);
  };

  const wake = () => {
    if (stopped) return;
    if (round) {
      again = true;
      return;
    }
    round = sendDue()
      .catch((error: unknown) => log.error(`Mail worker round failed: ${String(error)}`))
      .finally(() => {
        round = null;
      });
  };

  const timer = setInterval(wake, settings.pollIntervalMs);
  timer.unref();
  wake();

  return {
    wake,
    idle: async () => {
      while (round) await round;
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      while (round) await round;
    },
  };
};
