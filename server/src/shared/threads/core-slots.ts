import { availableParallelism } from 'node:os';

/** One heavy job per core: more would only slow each other and grow the memory held at once. */
export const ONE_PER_CORE = availableParallelism();

interface Waiter {
  grant: (release: () => void) => void;
  timer: NodeJS.Timeout;
}

/**
 * A fixed number of slots taken first come, first served. `take` resolves with the release once a
 * slot is free, or with null when none freed within `waitMs` (or the queue already holds
 * `maxWaiting`): the caller refuses rather than stacking work it cannot finish in time.
 */
export const createSlots = (size: number, maxWaiting = Infinity) => {
  let busy = 0;
  const waiting: Waiter[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) {
      clearTimeout(next.timer);
      next.grant(once());
    } else {
      busy -= 1;
    }
  };
  const once = () => {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      release();
    };
  };
  const take = (waitMs: number): Promise<(() => void) | null> => {
    if (busy < size) {
      busy += 1;
      return Promise.resolve(once());
    }
    if (waitMs <= 0 || waiting.length >= maxWaiting) return Promise.resolve(null);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        grant: resolve,
        timer: setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1);
          resolve(null);
        }, waitMs),
      };
      waiting.push(waiter);
    });
  };
  return { take, inUse: () => busy, waiting: () => waiting.length };
};
