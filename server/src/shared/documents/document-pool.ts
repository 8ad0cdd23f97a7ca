import type { Worker } from 'node:worker_threads';
import { DomainError } from '../domain-error';
import { createSlots, ONE_PER_CORE } from '../threads/core-slots';
import { startWorker } from '../threads/start-worker';
import { DOCUMENT_MODULE, type DocumentJob, type DocumentOutcome } from './document-job';
import { DOCUMENTS_BUSY, DOCUMENT_TOO_SLOW } from 'shared-api/contract';

/**
 * From the request to the last byte, waiting included: a document that cannot be made in this time
 * is refused with a sentence, well before the proxy in front (deploy/nginx, 60 s) gives up on it.
 */
export const DOCUMENT_TIME_LIMIT_MS = 45_000;
/** Beyond this many documents waiting for a thread, another is refused at once. */
export const MAX_WAITING = 8 * ONE_PER_CORE;
/** A document thread never holds more than this; one that needs more stops and is refused. */
const WORKER_HEAP_MB = 768;
const RETRY_AFTER_SECONDS = 30;

export { DOCUMENTS_BUSY, DOCUMENT_TOO_SLOW };
export const DOCUMENT_TOO_LARGE = 'This document is too large to make.';

const busy = (message: string) => new DomainError('busy', message, RETRY_AFTER_SECONDS);

const slots = createSlots(ONE_PER_CORE, MAX_WAITING);
/** Threads between documents: kept for the next one, and never keeping the process alive. */
const idle: Worker[] = [];

const thread = (): Worker =>
  idle.pop() ??
  startWorker(new URL('./document-worker.ts', import.meta.url), 'document-worker.js', {
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  });

/** Runs the job on `worker`; stops the worker (and refuses) when it outlives `deadline`. */
const runOn = (worker: Worker, job: DocumentJob, deadline: number): Promise<Uint8Array> =>
  new Promise((resolve, reject) => {
    let settled = false;
    const finish = (kept: boolean, action: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      // Only this job's listeners: the worker's own (which keep its port referenced) stay.
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      if (kept) {
        worker.unref();
        idle.push(worker);
      } else {
        void worker.terminate();
      }
      action();
    };
    const timer = setTimeout(
      () => finish(false, () => reject(busy(DOCUMENT_TOO_SLOW))),
      Math.max(0, deadline - Date.now()),
    );
    const onMessage = (outcome: DocumentOutcome) =>
      finish(true, () =>
        'bytes' in outcome
          ? resolve(outcome.bytes)
          : reject(new Error(`${job.module} ${job.name}: ${outcome.error}`)),
      );
    const onError = (error: Error & { code?: string }) =>
      finish(false, () =>
        reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? busy(DOCUMENT_TOO_LARGE) : error),
      );
    const onExit = (code: number) =>
      finish(false, () => reject(new Error(`A document thread stopped with code ${code}.`)));
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    worker.ref();
    worker.postMessage(job);
  });

/**
 * Renders a document on a thread of the pool (one per core, the rest waiting their turn), so the
 * server keeps answering meanwhile. Refuses with 503 and a sentence when too many wait, or when
 * the document is not made within DOCUMENT_TIME_LIMIT_MS.
 */
export const renderDocument = async (
  job: DocumentJob,
  timeLimitMs = DOCUMENT_TIME_LIMIT_MS,
): Promise<Uint8Array> => {
  if (!DOCUMENT_MODULE.test(job.module)) throw new Error(`${job.module} is not a document module.`);
  const deadline = Date.now() + timeLimitMs;
  const release = await slots.take(timeLimitMs);
  if (!release) throw busy(DOCUMENTS_BUSY);
  try {
    return await runOn(thread(), job, deadline);
  } finally {
    release();
  }
};

/**
 * The typed way in: `drawOffThread<typeof CheckinList>()('contexts/registrations/checkin-list-pdf',
 * 'checkinListPdf', convention, rows)` checks the export's name and arguments against the module.
 */
export const drawOffThread =
  <Module>() =>
  <Name extends keyof Module & string>(
    module: string,
    name: Name,
    ...args: Module[Name] extends (...a: infer A) => Promise<Uint8Array> ? A : never
  ): Promise<Uint8Array> =>
    renderDocument({ module, name, args });
