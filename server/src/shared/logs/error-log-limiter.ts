import type { LogEntryInput } from './write-log';

export interface ErrorLogLimits {
  /** Rows one cause may write in a window; the rest are counted and written as one summary. */
  perCause: number;
  windowMs: number;
  /** Causes followed at once; errors of any further cause share one count. */
  maxCauses: number;
}

export const DEFAULT_ERROR_LOG_LIMITS: ErrorLogLimits = {
  perCause: 5,
  windowMs: 60_000,
  maxCauses: 100,
};

/** What fails the same way at the same place, whatever the input: the route and the stack frames. */
export const errorCause = (route: string, error: unknown): string => {
  if (!(error instanceof Error)) return `${route} ${String(error)}`;
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '));
  return [route, error.name, ...frames.slice(0, 10)].join('\n');
};

const OTHER_CAUSES = 'other causes';

interface CauseWindow {
  endsAt: number;
  timer: NodeJS.Timeout;
  written: number;
  suppressed: number;
  /** The newest suppressed entry: the summary row carries its message and stack. */
  last: LogEntryInput | null;
}

export interface ErrorLogLimiter {
  /** Writes the entry unless its cause has written its share of the current window. */
  write(cause: string, entry: LogEntryInput): Promise<void>;
  /** Writes the summaries of windows still open (on shutdown). */
  flush(): Promise<void>;
}

const summary = (entry: LogEntryInput, count: number, limits: ErrorLogLimits): LogEntryInput => ({
  ...entry,
  message: `${count} more like this within ${Math.round(limits.windowMs / 1000)} s, not written one by one (at most ${limits.perCause} per cause): ${entry.message}`,
});

/**
 * Keeps a flood of failures (the same broken request sent thousands of times) from filling the
 * System Logs: each cause writes at most `perCause` rows a window, then one row with the count of
 * those it held back. Per server: n servers write at most n times as many.
 */
export const createErrorLogLimiter = (
  writeRow: (entry: LogEntryInput) => Promise<void>,
  limits: ErrorLogLimits = DEFAULT_ERROR_LOG_LIMITS,
): ErrorLogLimiter => {
  const windows = new Map<string, CauseWindow>();

  const close = async (cause: string, window: CauseWindow): Promise<void> => {
    windows.delete(cause);
    clearTimeout(window.timer);
    if (window.last && window.suppressed > 0) {
      await writeRow(summary(window.last, window.suppressed, limits));
    }
  };

  const closeEnded = async (): Promise<void> => {
    const ended = [...windows].filter(([, window]) => window.endsAt <= Date.now());
    await Promise.all(ended.map(([cause, window]) => close(cause, window)));
  };

  const windowFor = (cause: string): CauseWindow => {
    const key = windows.has(cause) || windows.size < limits.maxCauses ? cause : OTHER_CAUSES;
    const open = windows.get(key);
    if (open) return open;
    // The summary is written when the window ends, even if the cause never fails again.
    const timer = setTimeout(() => {
      const window = windows.get(key);
      if (window) void close(key, window).catch(() => undefined);
    }, limits.windowMs).unref();
    const window = {
      endsAt: Date.now() + limits.windowMs,
      timer,
      written: 0,
      suppressed: 0,
      last: null,
    };
    windows.set(key, window);
    return window;
  };

  return {
    write: async (cause, entry) => {
      await closeEnded();
      const window = windowFor(cause);
      if (window.written < limits.perCause) {
        window.written += 1;
        await writeRow(entry);
        return;
      }
      window.suppressed += 1;
      window.last = entry;
    },
    flush: async () => {
      await Promise.all([...windows].map(([cause, window]) => close(cause, window)));
    },
  };
};
