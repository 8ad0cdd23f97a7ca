import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Starts a worker thread on one of the server's own entries. The built server ships each worker
 * entry beside server.js (scripts/build.mjs, `builtName`); from source (tsx, in development and
 * tests) a worker does not inherit tsx's loader, so it registers it before importing the entry.
 */
export const startWorker = (
  source: URL,
  builtName: string,
  options: Omit<WorkerOptions, 'eval'> = {},
): Worker =>
  source.pathname.endsWith('.ts') && import.meta.url.endsWith('.ts')
    ? new Worker(
        `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(
          source.href,
        )}); })`,
        { ...options, eval: true },
      )
    : new Worker(new URL(`./${builtName}`, import.meta.url), options);
