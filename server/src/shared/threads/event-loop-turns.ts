import { setImmediate } from 'node:timers/promises';

/** Rows mapped between two turns of the event loop: a few milliseconds of work. */
const SLICE = 500;

/**
 * Resolves on the event loop's next turn, once the requests that arrived meanwhile (a health
 * check, a member's page) have had theirs.
 */
export const nextTurn = (): Promise<void> => setImmediate();

/**
 * Maps a long list a slice at a time, with a turn of the event loop between slices: shaping
 * 5,000 registrations in one go would hold every other caller for as long.
 */
export const mapInTurns = async <T, U>(items: readonly T[], map: (item: T) => U): Promise<U[]> => {
  const mapped: U[] = [];
  for (let start = 0; start < items.length; start += SLICE) {
    if (start > 0) await nextTurn();
    for (const item of items.slice(start, start + SLICE)) mapped.push(map(item));
  }
  return mapped;
};
