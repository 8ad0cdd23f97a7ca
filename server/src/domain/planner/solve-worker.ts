// The planner's own thread: HiGHS works for seconds, and the server must keep answering meanwhile.
import { parentPort, workerData } from 'node:worker_threads';
import { InputError, planConvention, parseInput } from 'planner';
import type { SolveOutcome } from './solve';

const answer = async (): Promise<SolveOutcome> => {
  try {
    return { proposal: await planConvention(parseInput(workerData)) };
  } catch (error) {
    // Pins that cannot all be kept are the organisers' to change, not a failure of the server.
    if (error instanceof InputError) return { refused: error.problems };
    throw error;
  }
};

parentPort?.postMessage(await answer());
