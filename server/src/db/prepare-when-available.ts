import { databaseUnavailableMessage } from './database-unavailable';

const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 5_000;

export interface DatabaseStartup {
  /** True once the database is migrated and seeded: until then the API answers 503. */
  isReady(): boolean;
  /** Stops trying (the app is closing). */
  stop(): void;
}

interface StartupLog {
  warn(message: string): void;
  info(message: string): void;
  error(object: { err: unknown }, message: string): void;
}

/**
 * Runs `prepare` (migrations, seed) now. A database that cannot be reached (PostgreSQL not up yet,
 * a network away) is waited for: `prepare` runs again with growing pauses, up to 5 s, while the
 * server listens and answers 503, and the server is ready as soon as it succeeds. Any other failure
 * of the first attempt is thrown, since waiting mends no wrong password or broken migration; a later
 * one is logged and tried again, so the process that is already listening stays up.
 */
export const prepareWhenAvailable = async (
  prepare: () => Promise<void>,
  log: StartupLog,
): Promise<DatabaseStartup> => {
  let ready = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  try {
    await prepare();
    ready = true;
  } catch (error) {
    if (databaseUnavailableMessage(error) === null) throw error;
    log.warn(`The database cannot be reached (${String(error)}); serving 503 until it can.`);
  }

  const retry = (delayMs: number) => {
    timer = setTimeout(async () => {
      try {
        await prepare();
        ready = !stopped;
        log.info('The database is reachable: migrated, seeded, ready.');
      } catch (error) {
        if (stopped) return;
        if (databaseUnavailableMessage(error) === null) {
          log.error({ err: error }, 'Preparing the database failed; trying again');
        }
        retry(Math.min(delayMs * 2, LAST_RETRY_MS));
      }
    }, delayMs);
  };
  if (!ready) retry(FIRST_RETRY_MS);

  return {
    isReady: () => ready,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
};
