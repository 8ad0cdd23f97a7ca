import pg from 'pg';

export interface ListenHandlers {
  onNotification(payload: string): void;
  /**
   * The listening connection came back after a loss: notices sent meanwhile were missed, so
   * whatever they would have told must be assumed.
   */
  onReconnected(): void;
}

const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 30_000;

/**
 * LISTEN needs one connection held for the server's lifetime, outside the pool (a pooled client
 * goes back and would stop listening). When PostgreSQL restarts, or is away when this starts, the
 * connection is opened again with growing pauses until the server answers.
 */
export const listenOnPostgres = async (
  connectionString: string,
  channel: string,
  handlers: ListenHandlers,
  log: (message: string) => void = console.warn,
): Promise<() => Promise<void>> => {
  let client: pg.Client | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let retryMs = FIRST_RETRY_MS;
  let closed = false;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => handlers.onNotification(message.payload ?? ''));
    next.on('error', (error) => {
      log(`PostgreSQL: the LISTEN connection failed: ${error.message}`);
      lost(next);
    });
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
  };

  const lost = (which: pg.Client) => {
    if (closed || client !== which) return;
    client = null;
    which.end().catch(() => undefined);
    scheduleRetry();
  };

  const scheduleRetry = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(async () => {
      retryTimer = null;
      try {
        await connect();
        retryMs = FIRST_RETRY_MS;
        handlers.onReconnected();
      } catch (error) {
        log(`PostgreSQL: LISTEN ${channel} not restored yet: ${(error as Error).message}`);
        retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
        scheduleRetry();
      }
    }, retryMs);
    retryTimer.unref();
  };

  // PostgreSQL away at start: the server starts all the same (app.ts) and listens once it is back.
  await connect().catch((error: Error) => {
    log(`PostgreSQL: LISTEN ${channel} not started yet: ${error.message}`);
    scheduleRetry();
  });
  return async () => {
    closed = true;
    if (retryTimer) clearTimeout(retryTimer);
    await client?.end().catch(() => undefined);
    client = null;
  };
};
