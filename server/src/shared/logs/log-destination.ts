import { pino } from 'pino';

/** How much of the log may wait for the disk; past it, lines are dropped and counted. */
export const LOG_BACKLOG_BYTES = 4 * 1024 * 1024;
const DROP_REPORT_MS = 10_000;

interface Warner {
  warn(details: object, message: string): void;
}

/**
 * The server's log on stdout (journald keeps it), written in the background: many lines per system
 * call instead of one per line on the event loop. Under a flood (the bench's 200 connections: 30,000
 * lines a second) the writes fall behind and the lines waiting would grow without end, 60 MB in
 * 10 s. So the backlog is capped, as journald caps a noisy service, and how many lines were dropped
 * is logged once there is room. Audit entries and errors are in the database, never only here.
 */
export const logDestination = (
  dest: number | string = 1,
  { maxLength = LOG_BACKLOG_BYTES, reportEveryMs = DROP_REPORT_MS } = {},
) => {
  const stream = pino.destination({ dest, sync: false, maxLength });
  let dropped = 0;
  stream.on('drop', () => {
    dropped += 1;
  });
  const reportDrops = (log: Warner): (() => void) => {
    const timer = setInterval(() => {
      if (dropped === 0) return;
      const lines = dropped;
      dropped = 0;
      log.warn({ droppedLines: lines }, `${lines} log lines dropped: the log could not keep up`);
    }, reportEveryMs);
    timer.unref();
    return () => clearInterval(timer);
  };
  return { stream, reportDrops };
};
