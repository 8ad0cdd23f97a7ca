// The planner's own thread: HiGHS works for seconds, and the server must keep answering meanwhile.
// It sends the plan in hand before HiGHS starts, then the final plan (or the refusal).
import { parentPort, workerData } from 'node:worker_threads';
import { InputError, planConvention, parseInput } from 'planner';
import type { SolveMessage } from './solve';

const answer = async (): Promise<SolveMessage> => {
  try {
    return {
      proposal: await planConvention(parseInput(workerData), {
        onFallback: (fallback) => parentPort?.postMessage({ fallback } satisfies SolveMessage),
      }),
    };
  } catch (error) {
    // Pins that cannot all be kept are the organisers' to change, not a failure of the server.
    if (error instanceof InputError) return { refused: error.problems };
    throw error;
  }
};

parentPort?.postMessage(await answer());
