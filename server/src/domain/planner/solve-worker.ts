// The planner's own thread: HiGHS works for seconds, and the server must keep answering meanwhile.
import { parentPort, workerData } from 'node:worker_threads';
import { planConvention, parseInput } from 'planner';

const proposal = await planConvention(parseInput(workerData));
parentPort?.postMessage(proposal);
