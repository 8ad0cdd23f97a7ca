import { PLAN_BEING_MADE, PLANNER_BUSY } from 'shared-api/contract';
import { DomainError } from '../../shared/domain-error';
import { createSlots, ONE_PER_CORE } from '../../shared/threads/core-slots';

/** How long a run waits for a free core before it is refused. */
export const PLANNER_WAIT_MS = 5_000;
const RETRY_AFTER_SECONDS = 30;

const planning = new Set<number>();
/** One solver thread per core, server-wide: more would slow them all past their time limits. */
export const plannerCores = createSlots(ONE_PER_CORE);

/**
 * Runs `work` (a plan for the convention) as the only one for that convention in this server, on
 * one of its cores: a second run for the same convention is refused at once (409), and a run that
 * finds every core busy for PLANNER_WAIT_MS is refused with 503 and Retry-After.
 */
export const oneRunAtATime = async <T>(
  conventionId: number,
  work: () => Promise<T>,
): Promise<T> => {
  if (planning.has(conventionId)) throw new DomainError('conflict', PLAN_BEING_MADE);
  planning.add(conventionId);
  try {
    const release = await plannerCores.take(PLANNER_WAIT_MS);
    if (!release) throw new DomainError('busy', PLANNER_BUSY, RETRY_AFTER_SECONDS);
    try {
      return await work();
    } finally {
      release();
    }
  } finally {
    planning.delete(conventionId);
  }
};
